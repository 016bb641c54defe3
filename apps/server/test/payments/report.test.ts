import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { knownWallet, newClaim, setAutoApprove } from './claims';

let t: TestApp;
let admin: RegisteredUser;
let wallet: ReturnType<typeof knownWallet>;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'books@codegrow.dev' });
  admin = await registerUser(t.app, { email: 'books@codegrow.dev' });
  await setAutoApprove(t.app, admin, true);
  wallet = knownWallet(t.app, admin);
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
        await wallet.message('BOOKS00001', '30.00'),
        await wallet.message('BOOKS00002', '30.37'),
        await wallet.message('BOOKS00004', '100.00'),
      ].join('\n'),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${byHand}/approve`,
      ...asAdmin(),
    });
    // Paid in two parts: the second made up what the first lacked; the books see no difference.
    const twoParts = await newClaim(t.app, 'BOOKS00005');
    await paste(await wallet.message('BOOKS00005', '20.00'));
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${twoParts.id}/payments`,
      payload: { trxId: 'BOOKS00006' },
      headers: bearer(twoParts.reader.token),
    });
    await paste(await wallet.message('BOOKS00006', '10.00'));

    const report = await t.app.inject({
      url: `/api/admin/payments/report?month=${thisMonth()}`,
      ...asAdmin(),
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({
      month: thisMonth(),
      // With the claim of the wallet's first message, approved to start its chain.
      verified: { count: 5, total: 150 },
      credits: { count: 6, total: 220.37 },
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
