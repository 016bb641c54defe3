import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_MESSAGES, AUTH_FORM_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { buildTestApp, registerUser, uniqueEmail, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'promoted@codegrow.dev' });
});
afterAll(() => t.close());

const login = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await login({ email: ` ${user.email.toUpperCase()} `, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await login({ email: user.email, password: 'not-it' }, '10.0.0.2');
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'not-it' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_API_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields', async () => {
    const response = await login({ email: 'someone@codegrow.dev' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_FORM_MESSAGES.fillAllFields);
    expect(response.json().errors).toEqual([
      { field: 'password', msg: AUTH_FORM_MESSAGES.fillAllFields },
    ]);
  });

  it('locks an account for 15 minutes after 10 failures, even with the right password', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(
        { email: user.email, password: 'wrong-one' },
        `10.1.0.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_API_MESSAGES.tooManyLoginAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('checks at most 10 of many wrong passwords sent at once, and refuses the rest', async () => {
    const { user, password } = await registerUser(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        login({ email: user.email, password: `guess-${attempt}` }, `10.4.0.${attempt}`),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const refused = guesses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({ message: AUTH_API_MESSAGES.tooManyLoginAttempts });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login({ email: user.email, password }, '10.4.1.1')).statusCode).toBe(429);
  });

  it('limits failures per IP across accounts', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login({ email: uniqueEmail('spray'), password: 'guess' }, ip);
    }
    const { user, password } = await registerUser(t.app);
    expect((await login({ email: user.email, password }, ip)).statusCode).toBe(429);
    expect((await login({ email: user.email, password }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('a success clears the account count so old failures do not add up', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 9; attempt += 1)
      await login({ email: user.email, password: 'x' }, '10.3.0.1');
    expect((await login({ email: user.email, password }, '10.3.0.2')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1)
      await login({ email: user.email, password: 'x' }, '10.3.0.3');
    expect((await login({ email: user.email, password }, '10.3.0.4')).statusCode).toBe(200);
  });

  it('grants admin on login to an existing account listed in ADMIN_EMAILS', async () => {
    await registerUser(t.app, { email: 'promoted@codegrow.dev', password: 'secret123' });
    const response = await login({ email: 'promoted@codegrow.dev', password: 'secret123' });
    expect(response.json().user.role).toBe('admin');
  });
});
