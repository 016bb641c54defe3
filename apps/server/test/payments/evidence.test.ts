import { EVIDENCE_MESSAGES, WEBHOOK_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvidence, unreadableEvidence } from '../../src/db/schema/index';
import { bkashReceived, WALLET_SMS } from '../../src/lib/payments/evidence/wallet-sms.fixtures';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { deliverSigned } from './claims';

const SECRET = 'the-forwarding-app-and-the-site-share-this-key';
let t: TestApp;
let admin: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'desk@codegrow.dev', PAYMENT_WEBHOOK_SECRET: SECRET });
  admin = await registerUser(t.app, { email: 'desk@codegrow.dev' });
});
afterAll(() => t.close());

const paste = (text: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/evidence',
    payload: { text },
    headers: bearer(admin.token),
  });

describe('an admin pasting wallet messages into the ledger', () => {
  const messages = [
    WALLET_SMS.bkashReceived,
    WALLET_SMS.bkashSent,
    '',
    WALLET_SMS.nagadReceived,
    '',
    WALLET_SMS.rocketReceived,
  ].join('\n');

  it('records each payment received, and lists by line what it could not read', async () => {
    const response = await paste(messages);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      added: 3,
      repeated: 0,
      unreadable: [{ line: 2, reason: EVIDENCE_MESSAGES.notReceived }],
    });
    const rows = await t.app.db.select().from(paymentEvidence);
    expect(rows.map((row) => [row.provider, row.trxId, row.amountPoisha, row.source])).toEqual(
      expect.arrayContaining([
        ['bkash', 'CJU0PZQ3U6', 50_000, 'sms'],
        ['nagad', '75HKUOBF', 9_900, 'sms'],
        ['rocket', '6606781284', 9_900, 'sms'],
      ]),
    );
    expect(rows.every((row) => row.addedBy === admin.user.id)).toBe(true);
    // What could not be read is kept, with why.
    const kept = await t.app.db.select().from(unreadableEvidence);
    expect(kept).toEqual([
      expect.objectContaining({ raw: WALLET_SMS.bkashSent, reason: EVIDENCE_MESSAGES.notReceived }),
    ]);
  });

  it('adds nothing when the same messages come again, and says they were repeated', async () => {
    // Its own payments, so it stands whatever the other tests recorded.
    const text = [
      WALLET_SMS.nagadReceived.replace('75HKUOBF', 'REPEAT01'),
      WALLET_SMS.bkashReceived.replace('CJU0PZQ3U6', 'REPEATED01'),
    ].join('\n\n');
    expect((await paste(text)).json()).toEqual({ added: 2, repeated: 0, unreadable: [] });
    const before = await t.app.db.$count(paymentEvidence);
    const again = await paste(text);
    expect(again.json()).toEqual({ added: 0, repeated: 2, unreadable: [] });
    expect(await t.app.db.$count(paymentEvidence)).toBe(before);
  });

  it('refuses an empty paste, naming the field', async () => {
    const response = await paste('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: EVIDENCE_MESSAGES.textRequired,
      errors: [{ field: 'text', msg: EVIDENCE_MESSAGES.textRequired }],
    });
  });
});

/** A delivery as the forwarding app sends it, signed with the site's secret unless told otherwise. */
const deliver = (
  text: string,
  {
    secret = SECRET,
    ...options
  }: Omit<Parameters<typeof deliverSigned>[2], 'text'> & {
    secret?: string;
  } = {},
) => deliverSigned(t.app, secret, { text, ...options });

const evidenceOf = (trxId: string) =>
  t.app.db.select().from(paymentEvidence).where(eq(paymentEvidence.trxId, trxId));

describe('the SMS-forwarding app delivering a message', () => {
  const sms = WALLET_SMS.bkashWithReference;

  it('records a signed delivery in the ledger, and the desk shows when it came', async () => {
    const before = Date.now();
    const response = await deliver(sms);
    expect(response.statusCode).toBe(200);
    const desk = await t.app.inject({
      url: '/api/admin/payments/desk',
      headers: bearer(admin.token),
    });
    const { lastDeliveryAt } = desk.json().forwarder as { lastDeliveryAt: string };
    expect(Date.parse(lastDeliveryAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(response.json()).toEqual({ added: 1, repeated: 0, unreadable: [] });
    expect(await evidenceOf('DKV1QA4R7W')).toEqual([
      expect.objectContaining({ source: 'webhook', reference: 'CG-7F3K', addedBy: null }),
    ]);
  });

  it.each([
    ['signed with another key', { secret: `${SECRET}-not` }, WEBHOOK_MESSAGES.badSignature],
    [
      'sent six minutes ago',
      { sentAt: Math.floor(Date.now() / 1000) - 360 },
      WEBHOOK_MESSAGES.stale,
    ],
  ])('refuses a delivery %s with 401, and records nothing', async (_name, options, message) => {
    const response = await deliver(WALLET_SMS.bkashBankDeposit, options);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message });
    expect(await evidenceOf('FNX3SC6T9Y')).toEqual([]);
  });

  it('answers a signed body that is not JSON with 400', async () => {
    const response = await deliver('', { body: '{"from": "bKash",' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(API_ERROR_MESSAGES.malformedJson);
  });

  it('records the same delivery once, however its signature is spelt, and says it came before', async () => {
    const body = JSON.stringify({ from: 'bKash', text: WALLET_SMS.bkashAgentDeposit });
    const sentAt = Math.floor(Date.now() / 1000);
    expect((await deliver('', { body, sentAt })).json()).toEqual({
      added: 1,
      repeated: 0,
      unreadable: [],
    });
    // A retry after a lost answer, and the same delivery with its hex in capitals.
    for (const capitals of [false, true]) {
      const again = await deliver('', { body, sentAt, capitals });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ added: 0, repeated: 1, unreadable: [] });
    }
    expect(await evidenceOf('EMW2RB5S8X')).toHaveLength(1);
    const kept = await t.app.db.select().from(unreadableEvidence);
    expect(kept.filter((row) => row.raw === WALLET_SMS.bkashAgentDeposit)).toEqual([]);
  });

  it('keeps one row when the app and an admin’s paste bring the same payment at once', async () => {
    const text = WALLET_SMS.bkashBengaliDigits;
    const answers = await Promise.all([
      deliver(text, { sentAt: Math.floor(Date.now() / 1000) }),
      deliver(text, { sentAt: Math.floor(Date.now() / 1000) - 1 }),
      paste(text),
      paste(text),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const added = answers.reduce(
      (sum, answer) => sum + (answer.json() as { added: number }).added,
      0,
    );
    expect(added).toBe(1);
    expect(await evidenceOf('GPY4TD7U0Z')).toHaveLength(1);
  });

  it('keeps a message from a sender that is not allowed unread, with why', async () => {
    const text = WALLET_SMS.rocketReceived.replace('6606781284', '6606781299');
    const response = await deliver(text, { from: '+8801700000000' });
    expect(response.json()).toEqual({
      added: 0,
      repeated: 0,
      unreadable: [{ line: 1, reason: EVIDENCE_MESSAGES.senderNotAllowed }],
    });
    expect(await evidenceOf('6606781299')).toEqual([]);
  });
});

describe('the allowed senders', () => {
  const settings = (payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/admin/settings',
      ...(payload && { payload }),
      headers: bearer(admin.token),
    });

  it('start as the wallets’ own, and an admin’s change lets a new sender in', async () => {
    expect((await settings()).json().allowedSenders).toEqual({
      bkash: ['bKash'],
      nagad: ['NAGAD'],
      rocket: ['16216'],
    });
    const changed = await settings({
      autoApprove: false,
      allowedSenders: { bkash: ['bKash'], nagad: ['NAGAD'], rocket: ['16216', 'RocketPay'] },
    });
    expect(changed.json().allowedSenders.rocket).toEqual(['16216', 'RocketPay']);
    // Switching auto-approval alone keeps them.
    expect((await settings({ autoApprove: true })).json().allowedSenders.rocket).toEqual([
      '16216',
      'RocketPay',
    ]);
    const text = WALLET_SMS.rocketReceived.replace('6606781284', '6606781288');
    const delivered = await deliver(text, { from: 'rocketpay' });
    expect(delivered.json()).toMatchObject({ added: 1 });
  });
});

describe('the wallet’s balance', () => {
  it('flags a message whose balance does not follow from the one before', async () => {
    const at = (minutes: number) => new Date(Date.now() - (10 - minutes) * 60_000);
    const text = [
      bkashReceived({ trxId: 'BALANCE001', taka: '100.00', balance: '5,000.00', at: at(1) }),
      bkashReceived({ trxId: 'BALANCE002', taka: '30.00', balance: '5,030.00', at: at(2) }),
      bkashReceived({ trxId: 'BALANCE003', taka: '30.00', balance: '9,999.00', at: at(3) }),
    ].join('\n');
    expect((await paste(text)).json()).toMatchObject({ added: 3 });
    const [second] = await evidenceOf('BALANCE002');
    const [third] = await evidenceOf('BALANCE003');
    expect(second?.expectedBalancePoisha).toBeNull();
    expect(third?.expectedBalancePoisha).toBe(506_000);
  });
});
