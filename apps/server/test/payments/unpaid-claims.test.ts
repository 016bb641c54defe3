import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_CLAIM_REASONS } from '@codegrow/shared/constants/payment-providers';
import { TRANSACTION_API_MESSAGES } from '@codegrow/shared/schemas/transaction';
import { mailOutbox, transactions } from '../../src/db/schema/index';
import { bkashReceived } from '../../src/lib/payments/evidence/wallet-sms.fixtures';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { newClaim } from './claims';

let t: TestApp;
let admin: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'sweeper@codegrow.dev' });
  admin = await registerUser(t.app, { email: 'sweeper@codegrow.dev' });
});
afterAll(() => t.close());

const claim = (trxId: string) => newClaim(t.app, trxId);
const mine = async (reader: RegisteredUser) =>
  (
    await t.app.inject({ url: '/api/transactions/my-transactions', headers: bearer(reader.token) })
  ).json().transactions[0];
const mailsAbout = (email: string, subject: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `%${subject}%`)));
/** The claim as if made `days` ago. */
const madeDaysAgo = (id: number, days: number) =>
  t.app.db
    .update(transactions)
    .set({ createdAt: new Date(Date.now() - days * 24 * 3600 * 1000) })
    .where(eq(transactions.id, id));

describe('a reader withdrawing their payment', () => {
  const withdraw = (id: number, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/withdraw`,
      headers: bearer(token),
    });

  it('closes it while it waits, only theirs, once', async () => {
    const { reader, id } = await claim('WITHDRAW01');
    expect((await withdraw(id, (await registerUser(t.app)).token)).statusCode).toBe(404);
    const withdrawn = await withdraw(id, reader.token);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().transaction).toMatchObject({
      status: 'rejected',
      rejection_reason: CLOSED_CLAIM_REASONS.withdrawn,
    });
    const again = await withdraw(id, reader.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TRANSACTION_API_MESSAGES.notPending);
    const history = await t.app.inject({
      url: `/api/transactions/${id}/history`,
      headers: bearer(reader.token),
    });
    expect(history.json().events.at(-1)).toMatchObject({ type: 'withdrawn', by: 'Test User' });
  });
});

describe('a payment that never arrives', () => {
  it('is reminded about after 7 days and closed after 14, each once', async () => {
    const { reader, id } = await claim('NEVERPAID1');
    const flagged = await claim('SHORTPAID1');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/evidence',
      payload: { text: bkashReceived({ trxId: 'SHORTPAID1', taka: '10.00' }) },
      headers: bearer(admin.token),
    });
    expect(await t.app.unpaidClaims.sweep()).toEqual({ reminded: 0, expired: 0 });

    await madeDaysAgo(id, 8);
    await madeDaysAgo(flagged.id, 8);
    expect(await t.app.unpaidClaims.sweep()).toEqual({ reminded: 1, expired: 0 });
    expect(await t.app.unpaidClaims.sweep()).toEqual({ reminded: 0, expired: 0 });
    expect(await mailsAbout(reader.user.email, 'not found your payment yet')).toHaveLength(1);
    expect((await mine(reader)).status).toBe('pending');

    await madeDaysAgo(id, 15);
    await madeDaysAgo(flagged.id, 15);
    expect(await t.app.unpaidClaims.sweep()).toEqual({ reminded: 0, expired: 1 });
    expect(await mine(reader)).toMatchObject({
      status: 'rejected',
      rejection_reason: CLOSED_CLAIM_REASONS.expired(14),
    });
    expect(await mailsAbout(reader.user.email, 'closed your payment request')).toHaveLength(1);
    // A claim whose payment arrived short waits for an admin, however long.
    expect((await mine(flagged.reader)).status).toBe('pending');
  });

  it('waits as long as the admin sets', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { autoApprove: false, reminderDays: 3 },
      headers: bearer(admin.token),
    });
    expect(settings.json().reminderDays).toBe(3);
    const { id } = await claim('NEVERPAID2');
    await madeDaysAgo(id, 4);
    expect(await t.app.unpaidClaims.sweep()).toEqual({ reminded: 1, expired: 0 });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { autoApprove: false, reminderDays: 0 },
      headers: bearer(admin.token),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('reminderDays');
  });
});
