import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import {
  mailOutbox,
  paymentEvents,
  paymentEvidence,
  transactions,
} from '../../src/db/schema/index';
import { bkashReceived } from '../../src/lib/payments/evidence/wallet-sms.fixtures';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { deliverSigned, newClaim, setAutoApprove, uploadStatement } from './claims';

const SECRET = 'statement-test-webhook-secret-of-32-chars';
let t: TestApp;
let admin: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'ledger@codegrow.dev', PAYMENT_WEBHOOK_SECRET: SECRET });
  admin = await registerUser(t.app, { email: 'ledger@codegrow.dev' });
  await setAutoApprove(t.app, admin, true);
});
afterAll(() => t.close());

const claim = (trxId: string) => newClaim(t.app, trxId);

/** Today's date and time as a statement writes them, in Bangladesh time. */
const statementTime = () =>
  new Date(Date.now() + 6 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** A bKash statement: the header and one row per [ID, amount]. */
const bkashStatement = (rows: Array<[string, string]>) =>
  [
    'TrxID,Date,Type,From,Amount,Balance,Reference',
    ...rows.map(([id, taka]) => `${id},${statementTime()},Received Money,01533817247,${taka},,`),
  ].join('\n');

const upload = (csv: string, fields: Record<string, string> = {}, url?: string) =>
  uploadStatement(t.app, admin, csv, fields, url);

const desk = async () =>
  (await t.app.inject({ url: '/api/admin/payments/desk', headers: bearer(admin.token) })).json()
    .buckets;
const approvalMailsTo = (email: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%subscription is active')));
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(10 - prefix.length, '0')}`;

describe('a statement of 50 lines', () => {
  it('verifies the 30 it proves, flags the 5 short ones, and adds nothing when imported again', async () => {
    const earlier = Array.from(
      { length: 5 },
      (_, n) => [id('ST5R', n), '40.00'] as [string, string],
    );
    expect((await upload(bkashStatement(earlier))).json()).toEqual({
      added: 5,
      repeated: 0,
      unreadable: [],
    });
    const paid = await Promise.all(Array.from({ length: 30 }, (_, n) => claim(id('ST5P', n))));
    const short = await Promise.all(Array.from({ length: 5 }, (_, n) => claim(id('ST5S', n))));
    const rows: Array<[string, string]> = [
      ...paid.map((_, n) => [id('ST5P', n), '30.00'] as [string, string]),
      ...short.map((_, n) => [id('ST5S', n), '25.00'] as [string, string]),
      ...earlier,
      ...Array.from({ length: 10 }, (_, n) => [id('ST5U', n), '"1,030.50"'] as [string, string]),
    ];
    const statement = bkashStatement(rows);

    expect((await upload(statement)).json()).toEqual({ added: 45, repeated: 5, unreadable: [] });
    const buckets = {
      verified: { count: 30, total: 900 },
      waiting: { count: 0, total: 0 },
      flagged: { count: 5, total: 150 },
      unclaimed: { count: 15, total: 10_505 },
    };
    expect(await desk()).toEqual(buckets);
    for (const { reader } of paid) {
      const profile = await t.app.inject({
        url: '/api/auth/profile',
        headers: bearer(reader.token),
      });
      expect(profile.json().user.subscription_status).toBe('active');
      const [mail, ...more] = await approvalMailsTo(reader.user.email);
      expect(more).toEqual([]);
      // The receipt goes with it, as a PDF.
      expect(mail?.attachments).toEqual([
        {
          filename: expect.stringMatching(/^receipt-CG-R-\d{6}\.pdf$/),
          contentType: 'application/pdf',
          content: expect.stringMatching(/^JVBERi0/), // '%PDF-'
        },
      ]);
    }
    for (const { reader } of short) {
      const profile = await t.app.inject({
        url: '/api/auth/profile',
        headers: bearer(reader.token),
      });
      expect(profile.json().user.subscription_status).not.toBe('active');
    }

    expect((await upload(statement)).json()).toEqual({ added: 0, repeated: 50, unreadable: [] });
    expect(await desk()).toEqual(buckets);
    for (const { reader } of paid) expect(await approvalMailsTo(reader.user.email)).toHaveLength(1);
  });
});

describe('a claim whose payment is short', () => {
  it('is never verified, and the queue says the amount rule failed', async () => {
    const { id: claimId } = await claim('SHRT000001');
    await upload(bkashStatement([['SHRT000001', '29.99']]));
    const [row] = await t.app.db.select().from(transactions).where(eq(transactions.id, claimId));
    expect(row?.status).toBe('pending');
    const [payment] = await t.app.db
      .select()
      .from(paymentEvidence)
      .where(eq(paymentEvidence.trxId, 'SHRT000001'));
    expect(payment?.transactionId).toBeNull();
    expect(row?.matchRules?.filter((rule) => !rule.passed).map((rule) => rule.rule)).toEqual([
      'amount',
    ]);
  });
});

describe('evidence arriving from several places at once', () => {
  it('verifies each claim once, however many imports and deliveries bring its payment', async () => {
    const claims = await Promise.all(Array.from({ length: 6 }, (_, n) => claim(id('CONC', n))));
    const all = claims.map((_, n) => [id('CONC', n), '30.00'] as [string, string]);
    const sms = bkashReceived({ trxId: id('CONC', 0), taka: '30.00' });
    const answers = await Promise.all([
      upload(bkashStatement(all.slice(0, 4))),
      upload(bkashStatement(all.slice(2))),
      deliverSigned(t.app, SECRET, { text: sms }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const added = answers.reduce(
      (sum, answer) => sum + (answer.json() as { added: number }).added,
      0,
    );
    expect(added).toBe(6);
    for (const { reader, id: claimId } of claims) {
      const approvals = await t.app.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.transactionId, claimId), eq(paymentEvents.type, 'approved')));
      expect(approvals).toHaveLength(1);
      expect(await approvalMailsTo(reader.user.email)).toHaveLength(1);
    }
  });
});

describe('statements in other layouts', () => {
  const nagad = [
    'TxnID,Date Time,Txn Type,Sender,Amount,Ref',
    `NGD00001,${statementTime()},Cash In,01634358056,99.00,Saom`,
  ].join('\n');
  const bank = ['When,Txn,Credit,Note', `${statementTime()},RKT0000001,30.00,hello`].join('\n');

  it('reads a Nagad statement by its columns', async () => {
    const preview = await upload(nagad, {}, '/api/admin/payments/evidence/preview');
    expect(preview.json()).toMatchObject({
      layout: 'nagad',
      rows: [{ line: 2, provider: 'nagad', trxId: 'NGD00001', amount: 99, sender: '01634358056' }],
    });
  });

  it('asks which column is which for an unknown layout, then previews and saves it', async () => {
    const refused = await upload(bank);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'mapping', msg: EVIDENCE_MESSAGES.statementLayoutUnknown },
    ]);
    const mapping = JSON.stringify({
      provider: 'bkash',
      trxId: 'Txn',
      amount: 'Credit',
      receivedAt: 'When',
      reference: 'Note',
    });
    const preview = await upload(bank, { mapping }, '/api/admin/payments/evidence/preview');
    expect(preview.json()).toMatchObject({
      layout: 'mapped',
      columns: ['When', 'Txn', 'Credit', 'Note'],
      rows: [{ line: 2, trxId: 'RKT0000001', amount: 30, reference: 'hello' }],
    });
    expect((await upload(bank, { mapping })).json()).toEqual({
      added: 1,
      repeated: 0,
      unreadable: [],
    });
  });

  it('lists a row it cannot read by its line, with why, and keeps the rest', async () => {
    const csv = [
      'TrxID,Date,Type,From,Amount',
      `BADROW0001,${statementTime()},Received Money,01533817247,30.00`,
      `short,${statementTime()},Received Money,01533817247,30.00`,
      `BADROW0002,${statementTime()},Send Money,01533817247,30.00`,
      `BADROW0003,${statementTime()},Received Money,01533817247,`,
    ].join('\n');
    expect((await upload(csv)).json()).toEqual({
      added: 1,
      repeated: 0,
      unreadable: [
        { line: 3, reason: EVIDENCE_MESSAGES.noTransactionId },
        { line: 4, reason: EVIDENCE_MESSAGES.notReceived },
        { line: 5, reason: EVIDENCE_MESSAGES.noAmount },
      ],
    });
  });

  it('refuses an upload without a file, or one that is not CSV, naming the field', async () => {
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'statement', msg: EVIDENCE_MESSAGES.statementRequired },
    ]);
    const broken = await upload('TrxID,Amount\n"unclosed,30');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(EVIDENCE_MESSAGES.statementNotCsv);
  });

  it('refuses a statement over 2 MB', async () => {
    const big = await upload(`TrxID,Amount\n${'x'.repeat(2 * 1024 * 1024 + 1)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(EVIDENCE_MESSAGES.statementTooLarge);
  });
});
