import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FORM_MESSAGES as M } from '@codegrow/shared/constants/auth-messages';
import { userSchema } from '@codegrow/shared/schemas/user';
import { bearer, buildTestApp, registerUser, uniqueEmail, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'boss@codegrow.dev' });
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates an account and returns a token and the spec user, never the hash', async () => {
    const email = uniqueEmail();
    const response = await register({
      name: '  Grace Hopper ',
      email: email.toUpperCase(),
      password: 'cobol1959',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(typeof body.token).toBe('string');
    expect(userSchema.strict().parse(body.user)).toMatchObject({
      name: 'Grace Hopper',
      email,
      role: 'user',
      subscription_status: 'free',
      authProvider: 'local',
    });
    expect(response.body).not.toMatch(/scrypt|password/i);

    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe(email);
  });

  it.each([
    [{ email: uniqueEmail(), password: 'secret1' }, 'name', M.fillAllFields],
    [{ name: '   ', email: uniqueEmail(), password: 'secret1' }, 'name', M.fillAllFields],
    [{ name: 'A', email: uniqueEmail(), password: 'secret1' }, 'name', M.nameTooShort],
    [{ name: 'Ada', email: 'ada-at-example', password: 'secret1' }, 'email', M.invalidEmail],
    [{ name: 'Ada', email: 'ada@mailinator.com', password: 'secret1' }, 'email', M.fakeEmail],
    [{ name: 'Ada', email: 'ada@10minutemail.com', password: 'secret1' }, 'email', M.fakeEmail],
    [{ name: 'Ada', email: uniqueEmail(), password: '12345' }, 'password', M.passwordTooShort],
    [
      { name: 'Ada', email: uniqueEmail(), password: 'x'.repeat(129) },
      'password',
      M.passwordTooLong,
    ],
    [{ name: 42, email: uniqueEmail(), password: 'secret1' }, 'name', M.fillAllFields],
  ])('refuses %o with 400 naming %s', async (payload, field, msg) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: msg, errors: [{ field, msg }] });
  });

  it('ignores a role or subscription sent by the caller', async () => {
    const response = await register({
      name: 'Mallory',
      email: uniqueEmail('mallory'),
      password: 'secret1',
      role: 'admin',
      subscription_status: 'active',
      subscriptionStatus: 'active',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'user', subscription_status: 'free' });
  });

  it('refuses a second account with the same e-mail in any case, with 409', async () => {
    const email = uniqueEmail('twice');
    await registerUser(t.app, { email });
    const response = await register({
      name: 'Again',
      email: `  ${email.toUpperCase()}`,
      password: 'secret1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists.');
  });

  it('makes an e-mail listed in ADMIN_EMAILS an admin, and nobody else', async () => {
    const boss = await registerUser(t.app, { email: 'boss@codegrow.dev' });
    expect(boss.user.role).toBe('admin');
    const first = await registerUser(t.app);
    expect(first.user.role).toBe('user');
  });
});
