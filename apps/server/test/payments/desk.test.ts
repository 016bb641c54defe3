import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import { bkashReceived } from '../../src/lib/payments/evidence/wallet-sms.fixtures';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { knownWallet, newClaim } from './claims';

let t: TestApp;
let admin: RegisteredUser;
let wallet: ReturnType<typeof knownWallet>;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'till@codegrow.dev' });
  admin = await registerUser(t.app, { email: 'till@codegrow.dev' });
  wallet = knownWallet(t.app, admin);
});
afterAll(() => t.close());

const received = (trxId: string, taka: string) => wallet.message(trxId, taka);

const claim = async (trxId: string) => (await newClaim(t.app, trxId)).id;

const asAdmin = () => ({ headers: bearer(admin.token) });

describe('the payment desk', () => {
  it('counts and totals verified, waiting and flagged claims and unclaimed money', async () => {
    await claim('DESKFULL01'); // evidence of the full price: waiting for review
    await claim('DESKSHORT1'); // evidence of less than the price: flagged
    await claim('DESKNONE01'); // no evidence yet: waiting
    const approved = await claim('DESKPAID01');
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${approved}/approve`,
      ...asAdmin(),
    });
    const evidence = [
      await received('deskfull01', '30.00'), // the wallet's ID in another case is the same payment
      await received('DESKSHORT1', '20.00'),
      await received('DESKLOST01', '500.00'),
      await received('DESKLOST02', '99.50'),
    ].join('\n');
    const pasted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/evidence',
      payload: { text: evidence },
      ...asAdmin(),
    });
    expect(pasted.json()).toMatchObject({ added: 4 });

    const desk = await t.app.inject({ url: '/api/admin/payments/desk', ...asAdmin() });
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toEqual({
      buckets: {
        // DESKPAID01, and the claim of the wallet's first message, approved to start its chain.
        verified: { count: 2, total: 60 },
        waiting: { count: 2, total: 60 },
        flagged: { count: 1, total: 30 },
        unclaimed: { count: 2, total: 599.5 },
      },
      forwarder: { lastDeliveryAt: null },
    });
  });
});

describe('money nobody claimed', () => {
  const unclaimed = (query: string) =>
    t.app.inject({ url: `/api/admin/payments/unclaimed?${query}`, ...asAdmin() });
  const assign = (id: number, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/unclaimed/${id}/assign`,
      payload: { email },
      ...asAdmin(),
    });

  it('is found by sender and amount, and given to the reader who lost their ID', async () => {
    const text = bkashReceived({ trxId: 'LOSTID0001', taka: '30.00' }).replace(
      '01533817247',
      '01999888777',
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/evidence',
      payload: { text },
      ...asAdmin(),
    });
    const found = await unclaimed('sender=999888&amount=30');
    expect(found.json().payments).toEqual([
      expect.objectContaining({ trxId: 'LOSTID0001', amount: 30, sender: '01999888777' }),
    ]);
    expect((await unclaimed('sender=999888&amount=31')).json().payments).toEqual([]);
    const [payment] = found.json().payments as Array<{ id: number }>;

    const reader = await registerUser(t.app);
    const assigned = await assign(payment?.id ?? 0, reader.user.email);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().transaction).toMatchObject({ trx_id: 'LOSTID0001', status: 'approved' });
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(reader.token) });
    expect(profile.json().user.subscription_status).toBe('active');
    expect((await unclaimed('sender=999888')).json().payments).toEqual([]);

    const again = await assign(payment?.id ?? 0, (await registerUser(t.app)).user.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVIDENCE_MESSAGES.alreadyClaimed);
  });

  it('refuses an unknown reader, a short payment and a bad query, naming why', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/evidence',
      payload: { text: bkashReceived({ trxId: 'LOSTSHORT1', taka: '10.00' }) },
      ...asAdmin(),
    });
    const [short] = (await unclaimed('amount=10')).json().payments as Array<{ id: number }>;
    const refused = await assign(short?.id ?? 0, (await registerUser(t.app)).user.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EVIDENCE_MESSAGES.lessThanPrice);
    expect((await assign(short?.id ?? 0, 'nobody@example.org')).statusCode).toBe(404);
    expect((await assign(short?.id ?? 0, 'not an address')).json().errors[0].field).toBe('email');
    const badQuery = await unclaimed('amount=lots');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().errors[0].field).toBe('amount');
  });

  it.each([
    ['amount=99999999', 'amount'],
    ['amount=1e308', 'amount'],
    ['from=0000-01-01T00:00:00Z', 'from'],
    ['to=9999-12-31T23:59:59-14:00', 'to'],
  ])('refuses %s, which the ledger could not hold, naming the field', async (query, field) => {
    const refused = await unclaimed(query);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe(field);
  });
});

describe('the desk’s ledger', () => {
  it('exports claims and unclaimed money as CSV, formulas made text, by period and wallet', async () => {
    const reader = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      payload: { trxId: 'CSVCLAIM01', amount: 30 },
      remoteAddress: '10.9.1.1',
      headers: bearer(reader.token),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/evidence',
      payload: {
        text: [
          await wallet.message('CSVCLAIM01', '30.00'),
          await wallet.message('CSVNOBODY1', '45.50', { reference: '=HYPERLINK(1)' }),
        ].join('\n'),
      },
      ...asAdmin(),
    });
    const exported = await t.app.inject({ url: '/api/admin/payments/export.csv', ...asAdmin() });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe(
      '"State","Receipt","Transaction ID","Provider","Claimed (Tk)","Received (Tk)","Sender","Reference","Reader","Claimed at (UTC)","Received at (UTC)"',
    );
    expect(lines.find((line) => line.includes('CSVCLAIM01'))).toMatch(
      new RegExp(
        `^"waiting",,"CSVCLAIM01","bkash","30","30","01533817247",,"${reader.user.email}",`,
      ),
    );
    expect(lines.find((line) => line.includes('CSVNOBODY1'))).toMatch(
      /^"unclaimed",,"CSVNOBODY1","bkash",,"45\.5","01533817247","'=HYPERLINK\(1\)",,,/,
    );

    const nagadOnly = await t.app.inject({
      url: '/api/admin/payments/export.csv?provider=nagad',
      ...asAdmin(),
    });
    expect(nagadOnly.body).not.toContain('CSVCLAIM01');
    const longAgo = await t.app.inject({
      url: '/api/admin/payments/desk?from=2020-01-01&to=2020-01-31',
      ...asAdmin(),
    });
    expect(longAgo.json().buckets.waiting).toEqual({ count: 0, total: 0 });
    const badDate = await t.app.inject({
      url: '/api/admin/payments/desk?from=yesterday',
      ...asAdmin(),
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0].field).toBe('from');
    for (const query of ['/desk?from=0000-01-01', '/report?month=0000-01']) {
      const yearZero = await t.app.inject({ url: `/api/admin/payments${query}`, ...asAdmin() });
      expect(yearZero.statusCode, query).toBe(400);
      expect(yearZero.json().errors[0].field, query).toBe(
        query.includes('month') ? 'month' : 'from',
      );
    }
  });
});
