import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { users } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import { buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';

let t: TestApp;
let admin: RegisteredUser;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (token: string) =>
  t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });

beforeAll(async () => {
  t = await buildTestApp({ USER_CACHE_TTL_MS: '60000', ADMIN_EMAILS: 'chief@codegrow.dev' });
  await seedDemoContent(t.app.db, {});
  admin = await registerUser(t.app, { email: 'chief@codegrow.dev' });
});
afterAll(() => t.close());

describe('the signed-in users cache', () => {
  it('reuses a user between reads (a change made outside the server waits for the TTL)', async () => {
    const reader = await registerUser(t.app);
    expect((await profile(reader.token)).json().user.role).toBe('user');
    await t.app.db
      .update(users)
      .set({ name: 'Renamed Elsewhere' })
      .where(eq(users.id, reader.user.id));
    expect((await profile(reader.token)).json().user.name).not.toBe('Renamed Elsewhere');
  });

  it('forgets the account an admin changes, so the change applies to its next request', async () => {
    const reader = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    expect((await profile(reader.token)).json().user.subscription_status).toBe('free');
    await profile(bystander.token);
    await t.app.db
      .update(users)
      .set({ name: 'Renamed Meanwhile' })
      .where(eq(users.id, bystander.user.id));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${reader.user.id}`,
      payload: { subscription_status: 'active' },
      headers: bearer(admin.token),
    });
    expect(patched.statusCode).toBe(200);
    expect((await profile(reader.token)).json().user.subscription_status).toBe('active');
    // Only the changed account is forgotten: another reader's kept copy stays.
    expect((await profile(bystander.token)).json().user.name).not.toBe('Renamed Meanwhile');
  });

  it("lets an approved payment unlock premium on the reader's next request", async () => {
    const reader = await registerUser(t.app);
    expect((await profile(reader.token)).json().user.subscription_status).toBe('free');
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      payload: { trxId: `CACHE${reader.user.id}X1`, amount: LIFETIME_PLAN.price },
      headers: bearer(reader.token),
    });
    expect(submitted.statusCode).toBe(201);
    expect((await profile(reader.token)).json().user.subscription_status).toBe('free');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${submitted.json().transaction.id}/approve`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode).toBe(200);
    expect((await profile(reader.token)).json().user.subscription_status).toBe('active');
  });

  it('keeps everyone on a write that changes no account, such as a like or a visit', async () => {
    const reader = await registerUser(t.app);
    const liker = await registerUser(t.app);
    await profile(reader.token);
    await t.app.db.update(users).set({ name: 'Renamed Later' }).where(eq(users.id, reader.user.id));
    const [article] = (await t.app.inject({ url: '/api/blogs?limit=1' })).json().blogs;
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/blogs/${article.id}/like`,
      headers: bearer(liker.token),
    });
    expect(liked.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/visitors/visit' })).statusCode).toBe(
      202,
    );
    // Still the cached row: the like and the visit did not empty the cache.
    expect((await profile(reader.token)).json().user.name).not.toBe('Renamed Later');
  });

  it('lets a deleted account in no longer, not even once', async () => {
    const leaving = await registerUser(t.app);
    expect((await profile(leaving.token)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      payload: { password: leaving.password },
      headers: bearer(leaving.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await profile(leaving.token)).statusCode).toBe(401);
  });
});
