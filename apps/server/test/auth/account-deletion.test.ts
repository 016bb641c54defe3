import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogLikes,
  blogReads,
  blogSaves,
  blogs,
  comments,
  contactMessages,
  loginThrottle,
  sessions,
  transactions,
  users,
} from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import { bearer, buildTestApp, registerUser, TEST_JWT_SECRET, type TestApp } from '../helper';

let t: TestApp;
let freeId = 0;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.app.db, {});
  const rows = await t.app.db.select({ id: blogs.id, isPremium: blogs.isPremium }).from(blogs);
  freeId = rows.find((row) => !row.isPremium)?.id ?? 0;
});
afterAll(() => t.close());

const remove = (token: string, payload?: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/auth/account',
    headers: bearer(token),
    ...(payload && { payload }),
  });
/** The article's like count as the site shows it. */
const likesCount = async (id: number): Promise<number> =>
  (await t.app.inject({ url: `/api/blogs/${id}/likes` })).json().likesCount;

describe('DELETE /api/auth/account', () => {
  it('asks for the password of an own account', async () => {
    const user = await registerUser(t.app);
    expect((await remove(user.token)).json().errors).toEqual([
      { field: 'password', msg: 'Please enter your password to confirm' },
    ]);
    expect((await remove(user.token, { password: 'wrong-password' })).json().message).toBe(
      'Password is incorrect',
    );
    expect(
      (await t.app.inject({ url: '/api/auth/profile', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
  });

  it('removes the person and their traces, keeps the books and the discussion', async () => {
    const user = await registerUser(t.app, { name: 'Soon Gone' });
    const headers = bearer(user.token);
    const before = await likesCount(freeId);
    await t.app.inject({ method: 'POST', url: `/api/blogs/${freeId}/like`, headers });
    expect(await likesCount(freeId)).toBe(before + 1);
    await t.app.inject({ method: 'POST', url: `/api/blogs/${freeId}/save`, headers });
    await t.app.inject({ url: `/api/blogs/${freeId}`, headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/comments/blog/${freeId}`,
      payload: { content: 'Thanks!' },
      headers,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      payload: { trxId: 'GONE1234', amount: 30 },
      headers,
    });
    expect(paid.statusCode).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Soon Gone',
        email: user.user.email,
        subject: 'A question',
        message: 'How do I export my notes?',
      },
    });
    expect(contact.statusCode).toBe(201);
    const mistyped = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: 'not-my-password' },
    });
    expect(mistyped.statusCode).toBe(401);

    const discussion = async () =>
      (await t.app.inject({ url: `/api/comments/blog/${freeId}` })).json().total;
    const commentsBefore = await discussion();

    const response = await remove(user.token, { password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted' });

    expect((await t.app.inject({ url: '/api/auth/profile', headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    expect(await likesCount(freeId)).toBe(before);
    for (const table of [blogLikes, blogSaves, blogReads]) {
      expect(await t.app.db.select().from(table).where(eq(table.userId, user.user.id))).toEqual([]);
    }
    expect(await t.app.db.select().from(users).where(eq(users.id, user.user.id))).toEqual([]);
    const [kept] = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.trxId, 'GONE1234'));
    expect(kept).toMatchObject({ userId: null, userEmail: null, amount: 30 });
    const [comment] = await t.app.db.select().from(comments).where(eq(comments.content, 'Thanks!'));
    expect(comment?.userId).toBeNull();
    expect(await discussion()).toBe(commentsBefore);
    for (const table of [transactions, contactMessages, loginThrottle]) {
      expect(JSON.stringify(await t.app.db.select().from(table))).not.toContain(user.user.email);
    }

    // The address may sign up again: a new account, which the old token does not open.
    const again = await registerUser(t.app, { email: user.user.email });
    expect(again.user.id).not.toBe(user.user.id);
    expect((await t.app.inject({ url: '/api/auth/profile', headers })).statusCode).toBe(401);
  });

  it('asks an account without a password to have signed in within 10 minutes', async () => {
    const [providerUser] = await t.app.db
      .insert(users)
      .values({
        email: 'provider-only@codegrow.dev',
        name: 'Provider',
        authProvider: 'firebase',
        emailVerified: true,
      })
      .returning();
    // A session that began `secondsAgo`, and a token for it just issued (as a renewal would).
    const signedInAgo = async (secondsAgo: number) => {
      const sid = `signed-in-${secondsAgo}`;
      await t.app.db.insert(sessions).values({
        id: sid,
        userId: providerUser?.id ?? 0,
        createdAt: new Date(Date.now() - secondsAgo * 1000),
        expiresAt: new Date(Date.now() + 3600_000),
        endsBy: new Date(Date.now() + 3600_000),
      });
      return new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(providerUser?.id))
        .setIssuer('codegrow')
        .setAudience('codegrow-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    };
    const stale = await remove(await signedInAgo(20 * 60));
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(/sign in again/);
    expect((await remove(await signedInAgo(30))).statusCode).toBe(200);
  });
});
