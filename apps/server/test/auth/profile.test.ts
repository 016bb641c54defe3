import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
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

const signed = (secret: string, claims: { sub: string; exp?: number }) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('codegrow')
    .setAudience('codegrow-api')
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '1h')
    .sign(new TextEncoder().encode(secret));

describe('GET /api/auth/profile', () => {
  it('needs a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Unauthorized/);
  });

  it('refuses garbage, a token signed with another secret, and an expired one', async () => {
    const { user } = await registerUser(t.app);
    const forged = await signed('another-secret-another-secret-another', { sub: String(user.id) });
    const expired = await signed(TEST_JWT_SECRET, {
      sub: String(user.id),
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
});
