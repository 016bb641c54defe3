import { decodeJwt, SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { bearer, buildTestApp, registerUser, TEST_JWT_SECRET, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/auth/profile', headers });

interface Claims {
  sub?: string;
  sid?: string | null;
  exp?: number | null;
  iat?: boolean;
  iss?: string | null;
  aud?: string | null;
}

/** A token as the server would sign it, unless `claims` leave a part out (null) or change it. */
function signed(secret: string, claims: Claims) {
  const jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {}).setProtectedHeader({
    alg: 'HS256',
  });
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  if (claims.iss !== null) jwt.setIssuer(claims.iss ?? 'codegrow');
  if (claims.aud !== null) jwt.setAudience(claims.aud ?? 'codegrow-api');
  if (claims.iat !== false) jwt.setIssuedAt();
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? '1h');
  return jwt.sign(new TextEncoder().encode(secret));
}

const sessionOf = (token: string) => decodeJwt(token).sid as string;

describe('GET /api/auth/profile', () => {
  it('needs a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Unauthorized/);
  });

  it('refuses garbage, a token signed with another secret, and an expired one', async () => {
    const { user, token } = await registerUser(t.app);
    const sid = sessionOf(token);
    const forged = await signed('another-secret-another-secret-another', {
      sub: String(user.id),
      sid,
    });
    const expired = await signed(TEST_JWT_SECRET, {
      sub: String(user.id),
      sid,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    for (const token of ['garbage', forged, expired]) {
      const response = await profile(bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/Invalid token/);
    }
  });

  it('stops accepting the token of a deleted account', async () => {
    const { user, token } = await registerUser(t.app);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    const response = await profile(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Invalid token/);
  });

  it('reflects a role change at once, without a new token', async () => {
    const { user, token } = await registerUser(t.app);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await profile(bearer(token))).json().user.role).toBe('admin');
  });

  it('refuses a correctly signed token that lacks exp, iat, iss, aud, sub or its session', async () => {
    const { user, token } = await registerUser(t.app);
    const sub = String(user.id);
    const sid = sessionOf(token);
    expect((await profile(bearer(await signed(TEST_JWT_SECRET, { sub, sid })))).statusCode).toBe(
      200,
    );
    const incomplete: Claims[] = [
      { sub, sid, exp: null },
      { sub, sid, iat: false },
      { sub, sid, iss: null },
      { sub, sid, aud: null },
      { sub },
      { sub, sid: 'a-session-the-server-never-opened' },
      { sid },
    ];
    for (const claims of incomplete) {
      const response = await profile(bearer(await signed(TEST_JWT_SECRET, claims)));
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.json().message).toMatch(/Invalid token/);
    }
  });

  it('answers 401, not 500, for a signed subject that is no id', async () => {
    const sid = sessionOf((await registerUser(t.app)).token);
    for (const sub of ['99999999999', '2147483648', '0', '-1', '1.5', '1e3', 'abc', ' 1']) {
      const response = await profile(bearer(await signed(TEST_JWT_SECRET, { sub, sid })));
      expect(response.statusCode, sub).toBe(401);
      expect(response.json().message).toMatch(/Invalid token/);
    }
  });

  it('ends every earlier session when the password changes', async () => {
    const { user, token } = await registerUser(t.app);
    await t.app.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    const response = await profile(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_API_MESSAGES.sessionEnded);
  });
});
