import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bkashReceived } from '../../src/lib/payments/evidence/wallet-sms.fixtures';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';

let t: TestApp;
let admin: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'till@codegrow.dev' });
  admin = await registerUser(t.app, { email: 'till@codegrow.dev' });
});
afterAll(() => t.close());

const received = (trxId: string, taka: string) => bkashReceived({ trxId, taka });

let address = 0;
async function claim(trxId: string) {
  const reader = await registerUser(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    payload: { trxId, amount: 30 },
    remoteAddress: `10.9.0.${(address += 1)}`,
    headers: bearer(reader.token),
  });
  expect(response.statusCode).toBe(201);
  return response.json().transaction.id as number;
}

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
      received('deskfull01', '30.00'), // the wallet's ID in another case is the same payment
      received('DESKSHORT1', '20.00'),
      received('DESKLOST01', '500.00'),
      received('DESKLOST02', '99.50'),
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
        verified: { count: 1, total: 30 },
        waiting: { count: 2, total: 60 },
        flagged: { count: 1, total: 30 },
        unclaimed: { count: 2, total: 599.5 },
      },
      forwarder: { lastDeliveryAt: null },
    });
  });
});
