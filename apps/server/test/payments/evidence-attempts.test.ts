import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BALANCE_STATE_LABELS,
  EVIDENCE_MESSAGES,
} from '@codegrow/shared/constants/payment-providers';
import { paymentEvidence, unreadableEvidence } from '../../src/db/schema/index';
import {
  bangladeshTime,
  bkashReceived,
  INJECTION_ATTEMPTS,
} from '../../src/lib/payments/evidence/wallet-sms.fixtures';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { deliverSigned, newClaim, pasteAsAdmin, setAutoApprove, uploadStatement } from './claims';

/*
 * A determined payer's attempts on the payment desk: words of their own read as the wallet's,
 * a message without a balance, a wallet's first message. Each file has a database of its own,
 * so the first message here is the wallet's first (the attempts after are dated long before it).
 */

const SECRET = 'the-forwarding-app-and-the-site-share-this-key';
let t: TestApp;
let admin: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'guard@codegrow.dev', PAYMENT_WEBHOOK_SECRET: SECRET });
  admin = await registerUser(t.app, { email: 'guard@codegrow.dev' });
  await setAutoApprove(t.app, admin, true);
});
afterAll(() => t.close());

const deliver = (text: string, from: string) => deliverSigned(t.app, SECRET, { text, from });

const statusOf = async (reader: RegisteredUser) =>
  (await t.app.inject({ url: '/api/auth/profile', headers: bearer(reader.token) })).json().user
    .subscription_status as string;
const ledgerRow = async (trxId: string) =>
  (await t.app.db.select().from(paymentEvidence).where(eq(paymentEvidence.trxId, trxId)))[0];
const listed = async (trxId: string) => {
  const answer = await t.app.inject({
    url: `/api/transactions?search=${trxId}`,
    headers: bearer(admin.token),
  });
  const [claim] = answer.json().transactions as Array<{
    id: number;
    status: string;
    match_rules: Array<{ rule: string; passed: boolean; why?: string }> | null;
  }>;
  return claim;
};

describe('a full match needs a known balance', () => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('holds the wallet’s first message, and one without a balance, for an admin, saying why', async () => {
    const first = await newClaim(t.app, 'FIRST00001');
    await pasteAsAdmin(
      t.app,
      admin,
      bkashReceived({ trxId: 'FIRST00001', taka: '30.00', balance: '2,000.00', at: at(1) }),
    );
    expect(await listed('FIRST00001')).toMatchObject({ status: 'pending' });
    expect((await listed('FIRST00001'))?.match_rules?.filter((rule) => !rule.passed)).toEqual([
      { rule: 'balance', passed: false, why: BALANCE_STATE_LABELS.first },
    ]);
    expect(await statusOf(first.reader)).not.toBe('active');

    // A forged Nagad message that gives no balance.
    const forged = await newClaim(t.app, 'NOBAL001', { provider: 'nagad' });
    const noBalance = [
      'Money Received.',
      'Amount: Tk 30.00',
      'Sender: 01634358056',
      'TxnID: NOBAL001',
      // Within the claim's window whatever today is: a fixed date falls out of it in time.
      bangladeshTime(at(2)),
    ].join('\n');
    expect((await deliver(noBalance, 'NAGAD')).json()).toMatchObject({ added: 1 });
    expect((await listed('NOBAL001'))?.match_rules?.filter((rule) => !rule.passed)).toEqual([
      { rule: 'balance', passed: false, why: BALANCE_STATE_LABELS['no-balance'] },
    ]);
    expect(await statusOf(forged.reader)).not.toBe('active');

    // 'Approve all full matches' takes neither.
    const approveAll = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/approve-matched',
      headers: bearer(admin.token),
    });
    expect(approveAll.json()).toEqual({ approved: 0 });
  });

  it('runs on by itself once an admin’s approval of the first message starts the chain', async () => {
    const next = await newClaim(t.app, 'NEXT000001');
    await pasteAsAdmin(
      t.app,
      admin,
      bkashReceived({ trxId: 'NEXT000001', taka: '30.00', balance: '2,030.00', at: at(2) }),
    );
    // It follows the first, whose balance nobody has vouched for yet.
    expect((await listed('NEXT000001'))?.match_rules?.find((r) => r.rule === 'balance')).toEqual({
      rule: 'balance',
      passed: false,
      why: BALANCE_STATE_LABELS.unconfirmed,
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${(await listed('FIRST00001'))?.id ?? 0}/approve`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode).toBe(200);
    expect((await ledgerRow('FIRST00001'))?.balanceState).toBe('confirmed');
    // The next message's balance follows: its claim is verified without an admin.
    expect((await ledgerRow('NEXT000001'))?.balanceState).toBe('follows');
    expect(await listed('NEXT000001')).toMatchObject({ status: 'approved' });
    expect(await statusOf(next.reader)).toBe('active');

    // A forged message that guesses the balance wrong is held.
    const guess = await newClaim(t.app, 'GUESS00001');
    await pasteAsAdmin(
      t.app,
      admin,
      bkashReceived({ trxId: 'GUESS00001', taka: '30.00', balance: '9,999.00', at: at(3) }),
    );
    expect((await listed('GUESS00001'))?.match_rules?.find((r) => r.rule === 'balance')).toEqual({
      rule: 'balance',
      passed: false,
      why: BALANCE_STATE_LABELS.break,
    });
    expect(await statusOf(guess.reader)).not.toBe('active');
  });
});

describe('a payer’s words dressed as the wallet’s', () => {
  it('verifies nothing: a small payment is recorded at its true amount and wallet', async () => {
    // The attacker claims the Nagad ID their bKash reference pretends arrived.
    const attacker = await newClaim(t.app, '9NAGAD99', { provider: 'nagad' });
    const delivered = await deliver(INJECTION_ATTEMPTS.otherWalletsFields, 'bKash');
    expect(delivered.json()).toEqual({ added: 1, repeated: 0, unreadable: [] });
    expect(await ledgerRow('9NAGAD99')).toBeUndefined();
    expect(await ledgerRow('TINY000001')).toMatchObject({
      provider: 'bkash',
      amountPoisha: 100,
      reference: 'Money Received. Amount: 30.00 Sender: 01634358056 TxnID: 9NAGAD99',
    });
    expect(await statusOf(attacker.reader)).not.toBe('active');
    expect((await listed('9NAGAD99'))?.status).toBe('pending');
  });

  it.each([
    ['a second transaction ID', INJECTION_ATTEMPTS.secondTransactionId, 'secondTransactionId'],
    ['a second amount', INJECTION_ATTEMPTS.secondAmount, 'secondAmount'],
    ['a second time', INJECTION_ATTEMPTS.secondTime, 'secondTime'],
  ] as const)(
    'keeps a message whose reference holds %s unread for an admin, saying why',
    async (_name, text, reason) => {
      const attacker = await newClaim(t.app, 'CLAIMED001');
      const provider = text.startsWith('Money Received') ? 'NAGAD' : 'bKash';
      const answer = await deliver(text, provider);
      expect(answer.json()).toEqual({
        added: 0,
        repeated: 0,
        unreadable: [{ line: 1, reason: EVIDENCE_MESSAGES[reason] }],
      });
      const kept = await t.app.db.select().from(unreadableEvidence);
      expect(kept).toContainEqual(
        expect.objectContaining({ raw: text, reason: EVIDENCE_MESSAGES[reason] }),
      );
      expect(await statusOf(attacker.reader)).not.toBe('active');
      expect(await ledgerRow('CLAIMED001')).toBeUndefined();
    },
  );

  it('takes the wallet from the sender that delivered it, not from the message’s words', async () => {
    const answer = await deliver(INJECTION_ATTEMPTS.rocketFromBkash, 'bKash');
    expect(answer.json().unreadable).toEqual([
      { line: 1, reason: EVIDENCE_MESSAGES.otherWalletsForm },
    ]);
    expect(await ledgerRow('6606781399')).toBeUndefined();
  });
});

describe('the same payment told again, otherwise', () => {
  const statementOf = (trxId: string, taka: string) =>
    [
      'TrxID,Date,From,Amount,Reference,Type',
      `${trxId},2026-11-30 10:00,01711000111,${taka},,Received`,
    ].join('\n');
  const upload = async (csv: string) => (await uploadStatement(t.app, admin, csv)).json();

  it('is kept for an admin to compare, and a statement vouches only for what it says', async () => {
    const reader = await newClaim(t.app, 'TOLDAGAIN1');
    // A forged message for the full price came first, giving no balance: it waits.
    const forged = bkashReceived({ trxId: 'TOLDAGAIN1', taka: '30.00' });
    expect((await deliver(forged, 'bKash')).json()).toMatchObject({ added: 1 });
    // The wallet's statement says Tk 10 arrived with that ID.
    const told = await upload(statementOf('TOLDAGAIN1', '10.00'));
    expect(told).toEqual({
      added: 0,
      repeated: 0,
      unreadable: [{ line: 2, reason: EVIDENCE_MESSAGES.toldOtherwise }],
    });
    expect((await ledgerRow('TOLDAGAIN1'))?.balanceState).toBe('no-balance');
    expect(await statusOf(reader.reader)).not.toBe('active');
  });
});
