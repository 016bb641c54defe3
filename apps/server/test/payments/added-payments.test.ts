import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_LIMITS,
  TRANSACTION_API_MESSAGES as M,
} from '@codegrow/shared/schemas/transaction';
import { paymentEvidence } from '../../src/db/schema/index';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { knownWallet, newClaim, setAutoApprove } from './claims';

let t: TestApp;
let admin: RegisteredUser;
let wallet: ReturnType<typeof knownWallet>;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'topup@codegrow.dev' });
  admin = await registerUser(t.app, { email: 'topup@codegrow.dev' });
  await setAutoApprove(t.app, admin, true);
  wallet = knownWallet(t.app, admin);
});
afterAll(() => t.close());

const paste = (...messages: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/evidence',
    payload: { text: messages.join('\n') },
    headers: bearer(admin.token),
  });
const received = (trxId: string, taka: string) => wallet.message(trxId, taka);
const addPayment = (id: number, trxId: unknown, reader: RegisteredUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/payments`,
    payload: { trxId },
    headers: bearer(reader.token),
  });
const subscription = async (reader: RegisteredUser) =>
  (await t.app.inject({ url: '/api/auth/profile', headers: bearer(reader.token) })).json().user
    .subscription_status;
const claimsOf = async (trxIds: string[]) =>
  (
    await t.app.db
      .select({ trxId: paymentEvidence.trxId, claim: paymentEvidence.transactionId })
      .from(paymentEvidence)
      .where(inArray(paymentEvidence.trxId, trxIds))
      .orderBy(paymentEvidence.id)
  ).map((row) => row.claim);

/** A reader whose claim's payment arrived Tk 10 short (Tk 20 of 30). */
async function shortClaim(trxId: string) {
  const { reader, id } = await newClaim(t.app, trxId);
  await paste(await received(trxId, '20.00'));
  return { reader, id };
}

describe('a claim whose payment arrived short', () => {
  it('is completed by a second payment its reader adds, then verified with both', async () => {
    const { reader, id } = await shortClaim('SHORTA0001');
    const added = await addPayment(id, 'SHORTA0002', reader);
    expect(added.statusCode).toBe(200);
    expect(added.json().transaction).toMatchObject({
      status: 'pending',
      received: 20,
      added_trx_ids: ['SHORTA0002'],
    });
    expect(await subscription(reader)).not.toBe('active');

    await paste(await received('SHORTA0002', '10.00'));
    expect(await subscription(reader)).toBe('active');
    expect(await claimsOf(['SHORTA0001', 'SHORTA0002'])).toEqual([id, id]);

    const history = await t.app.inject({
      url: `/api/transactions/${id}/history`,
      headers: bearer(reader.token),
    });
    expect(history.json().events.map((event: { type: string }) => event.type)).toEqual([
      'submitted',
      'mail-queued',
      'flagged',
      'payment-added',
      'matched',
      'approved',
      'mail-queued',
    ]);
    const receipt = await t.app.inject({
      url: `/api/transactions/${id}/receipt`,
      headers: bearer(reader.token),
    });
    expect(receipt.body).toContain('SHORTA0001, SHORTA0002');
    expect(receipt.body).toContain('30.00');
  });

  it('takes a payment that arrived before its ID was added, and no longer counts it unclaimed', async () => {
    const { reader, id } = await shortClaim('SHORTB0001');
    await paste(await received('SHORTB0002', '10.00'));
    const unclaimed = async () =>
      (
        await t.app.inject({
          url: '/api/admin/payments/unclaimed?sender=01533817247',
          headers: bearer(admin.token),
        })
      )
        .json()
        .payments.map((payment: { trxId: string }) => payment.trxId);
    expect(await unclaimed()).toContain('SHORTB0002');

    const added = await addPayment(id, 'SHORTB0002', reader);
    expect(added.json().transaction).toMatchObject({ status: 'approved', received: 30 });
    expect(await subscription(reader)).toBe('active');
    expect(await unclaimed()).not.toContain('SHORTB0002');
  });

  it('stays flagged while what arrived together is still short', async () => {
    const { reader, id } = await shortClaim('SHORTC0001');
    await addPayment(id, 'SHORTC0002', reader);
    await paste(await received('SHORTC0002', '5.00'));
    const [row] = (
      await t.app.inject({
        url: '/api/transactions/my-transactions',
        headers: bearer(reader.token),
      })
    ).json().transactions;
    expect(row).toMatchObject({ id, status: 'pending', received: 25 });
    expect(row.match_rules.filter((rule: { passed: boolean }) => !rule.passed)).toEqual([
      { rule: 'amount', passed: false },
    ]);
  });
});

describe('adding a payment is refused', () => {
  it('to a claim that is not short, or not the reader’s own', async () => {
    const { reader, id } = await newClaim(t.app, 'REFUSE0001');
    const waiting = await addPayment(id, 'REFUSE0002', reader);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(M.notShort);

    const { id: short } = await shortClaim('REFUSE0003');
    const stranger = await addPayment(short, 'REFUSE0004', reader);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(M.notFound);
  });

  it('for an ID already named by a claim, and a claim of an ID already added', async () => {
    const { reader, id } = await shortClaim('REFUSE0005');
    await newClaim(t.app, 'REFUSE0006');
    const taken = await addPayment(id, 'refuse0006', reader);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: M.duplicateTrxId });
    expect(taken.json().errors[0].field).toBe('trxId');

    expect((await addPayment(id, 'REFUSE0007', reader)).statusCode).toBe(200);
    const claimed = await newClaim(t.app, 'REFUSE0007');
    expect(claimed.response.statusCode).toBe(409);
    expect(claimed.response.json().message).toBe(M.duplicateTrxId);
  });

  it(`beyond ${PAYMENT_LIMITS.maxAddedPayments} payments, and with an ID of the wrong shape`, async () => {
    const { reader, id } = await shortClaim('REFUSE0010');
    for (let n = 1; n <= PAYMENT_LIMITS.maxAddedPayments; n += 1)
      expect((await addPayment(id, `REFUSE001${n}`, reader)).statusCode).toBe(200);
    const more = await addPayment(id, 'REFUSE0019', reader);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(M.tooManyAdded);

    const bad = await addPayment(id, 'no spaces!', reader);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'trxId', msg: M.trxIdFormat });
  });

  it('to a claim no longer waiting', async () => {
    const { reader, id } = await shortClaim('REFUSE0020');
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/withdraw`,
      headers: bearer(reader.token),
    });
    const closed = await addPayment(id, 'REFUSE0021', reader);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(M.notPending);
    const [evidence] = await t.app.db
      .select()
      .from(paymentEvidence)
      .where(eq(paymentEvidence.trxId, 'REFUSE0020'));
    expect(evidence?.transactionId).toBeNull();
  });
});
