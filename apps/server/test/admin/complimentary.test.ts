import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIMENTARY_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import { categories, users } from '../../src/db/schema/index';
import {
  accountWith,
  bearer,
  buildTestApp,
  insertArticle,
  registerUser,
  type TestApp,
} from '../helper';

let t: TestApp;
let admin = '';
let premiumId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await accountWith(t.app, { role: 'admin' });
  await t.app.db.insert(categories).values({ name: 'Databases', slug: 'databases' });
  premiumId = await insertArticle(t.app, 'A premium guide', {
    isPremium: true,
    content: 'The premium text itself.',
  });
});
afterAll(() => t.close());

const grant = (id: number, body: object, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/complimentary`,
    payload: body,
    headers: bearer(token),
  });
const end = (id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/users/${id}/complimentary`,
    headers: bearer(admin),
  });
const reads = async (token: string) =>
  (await t.app.inject({ url: `/api/blogs/${premiumId}`, headers: bearer(token) })).json().blog
    .locked === false;
const profile = async (token: string) =>
  (await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) })).json().user;

describe('complimentary access', () => {
  it('gives a reader premium reading for life with a reason, shown as such, and ends it', async () => {
    const { token, user } = await registerUser(t.app);
    expect(await reads(token)).toBe(false);

    const given = await grant(user.id, { reason: 'Scholarship, BUET 2026' });
    expect(given.statusCode).toBe(200);
    expect(given.json().user).toMatchObject({
      subscription_status: 'active',
      subscription_source: 'complimentary',
      complimentary_reason: 'Scholarship, BUET 2026',
      subscription_expiry: null,
    });
    expect(await reads(token)).toBe(true);
    expect(await profile(token)).toMatchObject({ subscription_source: 'complimentary' });
    // The account's audit trail says who gave it and why.
    expect(JSON.stringify(given.json())).toContain(
      'complimentary: Scholarship, BUET 2026 (for life)',
    );

    const ended = await end(user.id);
    expect(ended.json().user).toMatchObject({
      subscription_status: 'free',
      subscription_source: null,
    });
    expect(await reads(token)).toBe(false);
  });

  it('gives it for a period, after which the account reads as expired', async () => {
    const { token, user } = await registerUser(t.app);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const given = await grant(user.id, { reason: 'Conference speaker', until });
    expect(given.json().user.subscription_expiry).toBe(until);
    expect(await reads(token)).toBe(true);

    // The period ends (moved into the past in the database, as time would).
    await t.app.db
      .update(users)
      .set({ subscriptionExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    t.app.accountChanged(user.id);
    await expect.poll(() => reads(token)).toBe(false);
    expect(await profile(token)).toMatchObject({
      subscription_status: 'expired',
      subscription_source: null,
    });
  });

  it('never replaces a paid subscription, and names what is wrong in a request', async () => {
    const { user: paying } = await registerUser(t.app);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'active', subscriptionSource: 'paid' })
      .where(eq(users.id, paying.id));
    const refused = await grant(paying.id, { reason: 'Oops' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMPLIMENTARY_MESSAGES.alreadyPaid);
    expect((await end(paying.id)).statusCode).toBe(409);

    const { token, user } = await registerUser(t.app);
    const noReason = await grant(user.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toEqual({
      field: 'reason',
      msg: COMPLIMENTARY_MESSAGES.reasonRequired,
    });
    const past = await grant(user.id, { reason: 'Late', until: '2020-01-01T00:00:00Z' });
    expect(past.json().errors[0].field).toBe('until');
    expect((await grant(user.id, { reason: 'Self-service' }, token)).statusCode).toBe(403);
    expect((await grant(999_999, { reason: 'Nobody' })).statusCode).toBe(404);
  });
});
