import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bkashReceived } from '../../src/lib/payments/evidence/wallet-sms.fixtures';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { newClaim, setAutoApprove } from './claims';

let t: TestApp;
let admin: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'books@codegrow.dev' });
  admin = await registerUser(t.app, { email: 'books@codegrow.dev' });
  await setAutoApprove(t.app, admin, true);
});
afterAll(() => t.close());

const asAdmin = () => ({ headers: bearer(admin.token) });
const claim = async (trxId: string) => (await newClaim(t.app, trxId)).id;
const paste = (text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/evidence',
    payload: { text },
    ...asAdmin(),
  });

/** This month, as the books count it: Bangladesh time. */
const thisMonth = () => new Date(Date.now() + 6 * 3600 * 1000).toISOString().slice(0, 7);

describe('the month-end report', () => {
  it('sets verified payments against the credits, the difference itemised to the poisha', async () => {
    await claim('BOOKS00001');
    await claim('BOOKS00002');
    const byHand = await claim('BOOKS00003');
    await paste(
      [
        bkashReceived({ trxId: 'BOOKS00001', taka: '30.00' }),
        bkashReceived({ trxId: 'BOOKS00002', taka: '30.37' }),
        bkashReceived({ trxId: 'BOOKS00004', taka: '100.00' }),
      ].join('\n'),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${byHand}/approve`,
      ...asAdmin(),
    });
    // Paid in two parts: the second made up what the first lacked; the books see no difference.
    const twoParts = await newClaim(t.app, 'BOOKS00005');
    await paste(bkashReceived({ trxId: 'BOOKS00005', taka: '20.00' }));
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${twoParts.id}/payments`,
      payload: { trxId: 'BOOKS00006' },
      headers: bearer(twoParts.reader.token),
    });
    await paste(bkashReceived({ trxId: 'BOOKS00006', taka: '10.00' }));

    const report = await t.app.inject({
      url: `/api/admin/payments/report?month=${thisMonth()}`,
      ...asAdmin(),
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({
      month: thisMonth(),
      verified: { count: 4, total: 120 },
      credits: { count: 5, total: 190.37 },
      difference: 70.37,
      items: [
        { kind: 'notVerified', trxId: 'BOOKS00004', provider: 'bkash', amount: 100 },
        { kind: 'amountDiffers', trxId: 'BOOKS00002', provider: 'bkash', amount: 0.37 },
        { kind: 'noEvidence', trxId: 'BOOKS00003', provider: null, amount: -30 },
      ],
    });
    const empty = await t.app.inject({
      url: '/api/admin/payments/report?month=2020-02',
      ...asAdmin(),
    });
    expect(empty.json()).toMatchObject({ difference: 0, items: [] });
    const bad = await t.app.inject({
      url: '/api/admin/payments/report?month=2026-13',
      ...asAdmin(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('month');
  });
});
