import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { bearer, buildTestApp, registerUser, sessionCookie, type TestApp } from '../helper';

const PUBLIC_URL = 'https://learn.example.org';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

/** The attributes of the session cookie an answer sets, by name (lower case). */
function sessionCookieOf(setCookie: string | string[] | undefined) {
  const line = [setCookie ?? []].flat().find((value) => value.startsWith('cg_sid='));
  if (!line) return null;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    value: pair.slice('cg_sid='.length),
    attributes: new Map(
      attributes.map((attribute) => {
        const [name = '', value = ''] = attribute.split('=');
        return [name.toLowerCase(), value] as const;
      }),
    ),
  };
}

const login = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'secret123' },
    headers,
  });

describe('signing in from a browser', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie that lives as long as its token', async () => {
    const { user } = await registerUser(t.app);
    const response = await login(user.email, { host: 'learn.example.org' });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie?.value).toBe(response.json().token);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('secure')).toBe(true);
    // Seven days, the token's lifetime, give or take the second it was signed in.
    expect(Number(cookie?.attributes.get('max-age'))).toBeGreaterThan(7 * 86_400 - 5);
  });

  it('leaves Secure off only on plain HTTP to this machine', async () => {
    const { user } = await registerUser(t.app);
    const response = await login(user.email, { host: 'localhost:3000' });
    expect(sessionCookieOf(response.headers['set-cookie'])?.attributes.has('secure')).toBe(false);
  });

  it('sets it on sign-up too, and the cookie alone then signs requests in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Cookie Reader',
        email: 'cookie.reader@codegrow.dev',
        password: 'secret123',
      },
    });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    const profile = await t.app.inject({
      url: '/api/auth/profile',
      headers: sessionCookie(cookie?.value ?? ''),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe('cookie.reader@codegrow.dev');
  });

  it('ends with logout: the cookie is cleared', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie?.value).toBe('');
    expect(cookie?.attributes.get('expires')).toContain('1970');
  });

  it('moves a token kept in the browser from before the cookie over to the cookie', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response.headers['set-cookie'])?.value).toBe(token);
  });
});

describe('unsafe requests authenticated by the cookie', () => {
  const comment = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Reader',
        email: 'reader@codegrow.dev',
        subject: 'A question about joins',
        message: 'Hello from a reader who has a question about joins.',
      },
      headers,
    });
  let cookie: Record<string, string>;
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerUser(t.app));
    cookie = sessionCookie(token);
  });

  it('are refused from another site, with a message saying why', async () => {
    const response = await comment({ ...cookie, origin: 'https://evil.example.com' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH_API_MESSAGES.crossSiteRequest);
  });

  it('are refused when the browser names no origin at all', async () => {
    expect((await comment(cookie)).statusCode).toBe(403);
  });

  it('pass from the site’s own pages', async () => {
    expect((await comment({ ...cookie, origin: PUBLIC_URL })).statusCode).toBe(201);
    expect((await comment({ ...cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });

  it('leave API clients with a bearer token as they were', async () => {
    expect((await comment(bearer(token))).statusCode).toBe(201);
  });

  it('leave reads alone, from anywhere', async () => {
    const profile = await t.app.inject({
      url: '/api/auth/profile',
      headers: { ...cookie, origin: 'https://evil.example.com' },
    });
    expect(profile.statusCode).toBe(200);
  });
});
