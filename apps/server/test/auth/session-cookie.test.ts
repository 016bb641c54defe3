import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { bearer, buildTestApp, registerUser, sessionCookie, type TestApp } from '../helper';

const PUBLIC_URL = 'https://learn.example.org';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

/** The attributes of the cookie `name` an answer sets, by name (lower case). */
function sessionCookieOf(setCookie: string | string[] | undefined, name = '__Host-cg_sid') {
  const line = [setCookie ?? []].flat().find((value) => value.startsWith(`${name}=`));
  if (!line) return null;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    value: pair.slice(`${name}=`.length),
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
  it('sets an HttpOnly, SameSite=Lax, __Host- session cookie that lives as long as its token', async () => {
    const { user } = await registerUser(t.app);
    const response = await login(user.email, { host: 'learn.example.org' });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie?.value).toBe(response.json().token);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('secure')).toBe(true);
    // No Domain: a __Host- cookie is this host's alone.
    expect(cookie?.attributes.has('domain')).toBe(false);
    // Three days, a session's life unused, give or take the second it was signed in.
    expect(Number(cookie?.attributes.get('max-age'))).toBeGreaterThan(3 * 86_400 - 5);
    expect(Number(cookie?.attributes.get('max-age'))).toBeLessThanOrEqual(3 * 86_400);
  });

  it('leaves Secure and the __Host- prefix off only on plain HTTP to this machine', async () => {
    const { user } = await registerUser(t.app);
    const response = await login(user.email, { host: 'localhost:3000' });
    const cookie = sessionCookieOf(response.headers['set-cookie'], 'cg_sid');
    expect(cookie?.attributes.has('secure')).toBe(false);
    expect(sessionCookieOf(response.headers['set-cookie'])).toBeNull();
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
    const cookie = sessionCookieOf(response.headers['set-cookie'], 'cg_sid');
    const profile = await t.app.inject({
      url: '/api/auth/profile',
      headers: sessionCookie(cookie?.value ?? ''),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe('cookie.reader@codegrow.dev');
  });

  it('ends with logout: the cookie is cleared', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: PUBLIC_URL },
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response.headers['set-cookie'], 'cg_sid');
    expect(cookie?.value).toBe('');
    expect(cookie?.attributes.get('expires')).toContain('1970');
  });
});

const profileWith = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/auth/profile', headers });
const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

describe('signing out', () => {
  it('ends the session on the server: the same token is refused as cookie and as bearer', async () => {
    const { token } = await registerUser(t.app);
    expect((await profileWith(sessionCookie(token))).statusCode).toBe(200);
    expect((await logout({ ...sessionCookie(token), origin: PUBLIC_URL })).statusCode).toBe(200);
    for (const headers of [sessionCookie(token), bearer(token)]) {
      const refused = await profileWith(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(AUTH_API_MESSAGES.sessionGone);
    }
  });

  it('ends an API client’s session by its bearer token, and leaves the account’s others', async () => {
    const { user, token } = await registerUser(t.app);
    const other = (await login(user.email)).json().token as string;
    expect((await logout(bearer(token))).statusCode).toBe(200);
    expect((await profileWith(bearer(token))).statusCode).toBe(401);
    expect((await profileWith(bearer(other))).statusCode).toBe(200);
  });

  it('is refused from another site’s page: nothing ends and no cookie is cleared', async () => {
    const { token } = await registerUser(t.app);
    const attempts: Array<Record<string, string>> = [
      { ...sessionCookie(token), origin: 'https://evil.example.com' },
      { ...sessionCookie(token), 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example.com' },
    ];
    for (const headers of attempts) {
      const refused = await logout(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(AUTH_API_MESSAGES.crossSiteRequest);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect((await profileWith(sessionCookie(token))).statusCode).toBe(200);
  });

  it('everywhere ends every session of the account, and no other account’s', async () => {
    const { user, token } = await registerUser(t.app);
    const phone = (await login(user.email)).json().token as string;
    const someoneElse = (await registerUser(t.app)).token;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: bearer(token),
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe(AUTH_API_MESSAGES.signedOutEverywhere);
    expect((await profileWith(bearer(token))).statusCode).toBe(401);
    expect((await profileWith(bearer(phone))).statusCode).toBe(401);
    expect((await profileWith(bearer(someoneElse))).statusCode).toBe(200);
  });

  it('made offline is finished by the first request back, before anything signed in is answered', async () => {
    const { token } = await registerUser(t.app);
    const headers = { cookie: `cg_sid=${token}; cg_signout=1` };
    const back = await profileWith(headers);
    expect(back.statusCode).toBe(401);
    const cleared = [back.headers['set-cookie'] ?? []].flat().join('\n');
    expect(cleared).toMatch(/cg_sid=;/);
    expect(cleared).toMatch(/cg_signout=;/);
    expect((await profileWith(bearer(token))).statusCode).toBe(401);
  });

  it('made offline, with a sign-in next, ends the session it meant to and keeps the new one', async () => {
    const { user, token } = await registerUser(t.app);
    const next = await login(user.email, { cookie: `cg_sid=${token}; cg_signout=1` });
    expect(next.statusCode).toBe(200);
    expect((await profileWith(bearer(token))).statusCode).toBe(401);
    expect((await profileWith(bearer(next.json().token))).statusCode).toBe(200);
    const cookies = [next.headers['set-cookie'] ?? []].flat().join('\n');
    expect(cookies).toMatch(/cg_signout=;/);
    expect(sessionCookieOf(next.headers['set-cookie'], 'cg_sid')?.value).toBe(next.json().token);
  });
});

describe('a session in use', () => {
  afterEach(() => vi.useRealTimers());

  it('slides on: past half its life, its cookie is renewed for the same session', async () => {
    const { token } = await registerUser(t.app);
    const fresh = await profileWith({ ...sessionCookie(token), host: 'learn.example.org' });
    expect(fresh.headers['set-cookie']).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 86_400_000 });
    const later = await t.app.inject({
      url: '/api/auth/profile',
      headers: { cookie: `__Host-cg_sid=${token}`, host: 'learn.example.org' },
    });
    expect(later.statusCode).toBe(200);
    const renewed = sessionCookieOf(later.headers['set-cookie'])?.value ?? '';
    expect(decodeJwt(renewed).sid).toBe(decodeJwt(token).sid);
    expect(decodeJwt(renewed).exp).toBeGreaterThan(decodeJwt(token).exp ?? 0);
  });

  it('gives an API client a new token for it on asking', async () => {
    const { token } = await registerUser(t.app);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    // An API client's token comes in the answer, no cookie with it.
    expect(refreshed.headers['set-cookie']).toBeUndefined();
    const next = refreshed.json().token as string;
    expect(decodeJwt(next).sid).toBe(decodeJwt(token).sid);
    expect((await profileWith(bearer(next))).statusCode).toBe(200);
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
