import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES, REFERENCE_PATTERN } from '@codegrow/shared/constants/payment-providers';
import { TRANSACTION_API_MESSAGES } from '@codegrow/shared/schemas/transaction';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';
import { knownWallet, newClaim, setAutoApprove } from './claims';

let t: TestApp;
let admin: RegisteredUser;
let wallet: ReturnType<typeof knownWallet>;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'refs@codegrow.dev' });
  admin = await registerUser(t.app, { email: 'refs@codegrow.dev' });
  wallet = knownWallet(t.app, admin);
});
afterAll(() => t.close());

const asAdmin = () => ({ headers: bearer(admin.token) });
const referenceFor = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/reference', headers: bearer(token) });
const claim = async (reader: RegisteredUser, trxId: string) =>
  (await newClaim(t.app, trxId, { reader, provider: 'bkash' })).response;
const paste = (text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/evidence',
    payload: { text },
    ...asAdmin(),
  });
const history = (id: number, token: string) =>
  t.app.inject({ url: `/api/transactions/${id}/history`, headers: bearer(token) });

describe('a payment reference', () => {
  it('is given before paying, kept until used, with a unique Rocket amount and the wallets', async () => {
    const reader = await registerUser(t.app);
    const first = await referenceFor(reader.token);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer.reference).toMatch(REFERENCE_PATTERN);
    expect(answer.amount).toBe(30);
    expect(answer.rocketAmount).toBeGreaterThan(30);
    expect(answer.rocketAmount).toBeLessThan(31);
    expect(answer.accounts.map((account: { provider: string }) => account.provider)).toEqual([
      'bkash',
      'nagad',
      'rocket',
    ]);
    expect((await referenceFor(reader.token)).json().reference).toBe(answer.reference);
    const other = (await referenceFor((await registerUser(t.app)).token)).json();
    expect(other.reference).not.toBe(answer.reference);
    expect(other.rocketAmount).not.toBe(answer.rocketAmount);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/reference' })).statusCode,
    ).toBe(401);
  });

  it('must agree with the one the payer typed, or the claim waits for an admin', async () => {
    const reader = await registerUser(t.app);
    await referenceFor(reader.token);
    const claimed = (await claim(reader, 'REFX000001')).json().transaction;
    expect(claimed.reference).toMatch(REFERENCE_PATTERN);
    await paste(await wallet.message('REFX000001', '30.00', { reference: 'CG-2222' }));
    const [listed] = (
      await t.app.inject({ url: '/api/transactions?search=REFX000001', ...asAdmin() })
    ).json().transactions;
    expect(listed.status).toBe('pending');
    expect(listed.match_rules.filter((rule: { passed: boolean }) => !rule.passed)).toEqual([
      { rule: 'reference', passed: false },
    ]);
  });
});

describe('a claim’s history', () => {
  it('tells its reader and the admins each step, and nobody else', async () => {
    const reader = await registerUser(t.app);
    const { reference } = (await referenceFor(reader.token)).json();
    const claimed = (await claim(reader, 'HIST000001')).json().transaction;
    await paste(await wallet.message('HIST000001', '30.00', { reference }));
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/approve-matched',
      ...asAdmin(),
    });
    expect(approved.json()).toEqual({ approved: 1 });

    const own = await history(claimed.id, reader.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().events.map((event: { type: string }) => event.type)).toEqual([
      'submitted',
      'mail-queued',
      'matched',
      'approved',
      'mail-queued',
    ]);
    expect(own.json().events[0]).toMatchObject({ by: 'Test User', detail: { reference } });
    // A queued mail's step says whether it has been sent: not yet, then once the worker sent it.
    const mailSteps = (answer: typeof own) =>
      answer.json().events.filter((event: { type: string }) => event.type === 'mail-queued');
    expect(mailSteps(own)[1].mail).toEqual({ status: 'pending', sentAt: null });
    let batches = 0;
    while ((await t.app.mail.flush()) > 0 && batches < 50) batches += 1;
    const sent = mailSteps(await history(claimed.id, reader.token));
    expect(sent.map((step: { mail: { status: string } }) => step.mail.status)).toEqual([
      'sent',
      'sent',
    ]);
    expect(Date.parse(sent[1].mail.sentAt)).not.toBeNaN();
    expect((await history(claimed.id, admin.token)).statusCode).toBe(200);
    const stranger = await registerUser(t.app);
    expect((await history(claimed.id, stranger.token)).statusCode).toBe(404);
    expect((await history(999_999, admin.token)).statusCode).toBe(404);
  });
});

describe('a receipt', () => {
  const receipt = (id: number, token: string) =>
    t.app.inject({ url: `/api/transactions/${id}/receipt.pdf`, headers: bearer(token) });
  const approve = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/transactions/${id}/approve`, ...asAdmin() });
  /** A reader named `name` whose claim of `trxId` an admin has approved. */
  async function verifiedFor(name: string, trxId: string) {
    const reader = await registerUser(t.app, { name });
    const { id } = (await claim(reader, trxId)).json().transaction as { id: number };
    await approve(id);
    return { reader, id };
  }

  it('is a PDF for the reader and the admins once the payment is verified', async () => {
    const reader = await registerUser(t.app);
    const claimed = (await claim(reader, 'RCPT000001')).json().transaction;
    const early = await receipt(claimed.id, reader.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TRANSACTION_API_MESSAGES.receiptNotYet);

    await approve(claimed.id);
    const pdf = await receipt(claimed.id, reader.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/filename="receipt-CG-R-\d{6}\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await receipt(claimed.id, admin.token)).statusCode).toBe(200);
    expect((await receipt(claimed.id, (await registerUser(t.app)).token)).statusCode).toBe(404);
  });

  it('writes a name in Bengali in a font that has its letters', async () => {
    const bengali = await verifiedFor('রহিম উদ্দিন', 'RCPT000003');
    const pdf = (await receipt(bengali.id, bengali.reader.token)).rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali/);
    const english = await verifiedFor('Rahim Uddin', 'RCPT000004');
    const latin = (await receipt(english.id, english.reader.token)).rawPayload.toString('latin1');
    expect(latin).not.toContain('NotoSansBengali');
  });

  it('is also a page to print, with what the reader typed kept as text', async () => {
    const { reader, id } = await verifiedFor('<img src=x onerror=alert(1)>', 'RCPT000002');
    const page = await t.app.inject({
      url: `/api/transactions/${id}/receipt`,
      headers: bearer(reader.token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/<th scope="row">Receipt<\/th><td>CG-R-\d{6}<\/td>/);
    expect(page.body).toContain('<td>RCPT000002</td>');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img');
  });
});

describe('money due back', () => {
  const refundsDue = async () =>
    (await t.app.inject({ url: '/api/admin/payments/refunds', ...asAdmin() })).json()
      .refunds as Array<{
      evidenceId: number;
      reason: string;
      trxId: string;
      amount: number;
      reader: string | null;
    }>;
  const refund = (evidenceId: number, refundTrxId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/evidence/${evidenceId}/refund`,
      payload: { refundTrxId },
      ...asAdmin(),
    });

  it('lists an over-paid claim and a second payment with a verified reference, until refunded', async () => {
    await setAutoApprove(t.app, admin, true);
    const reader = await registerUser(t.app);
    const { reference } = (await referenceFor(reader.token)).json();
    const claimed = (await claim(reader, 'OVERPAID01')).json().transaction;
    await paste(
      [
        await wallet.message('OVERPAID01', '35.00', { reference }),
        await wallet.message('PAIDAGAIN1', '30.00', { reference }),
      ].join('\n'),
    );
    const due = await refundsDue();
    expect(due.filter((item) => item.reader === reader.user.email)).toEqual([
      expect.objectContaining({ reason: 'overPaid', trxId: 'OVERPAID01', amount: 5 }),
      expect.objectContaining({ reason: 'paidTwice', trxId: 'PAIDAGAIN1', amount: 30 }),
    ]);
    const [overPaid, paidTwice] = due.filter((item) => item.reader === reader.user.email);

    expect((await refund(overPaid?.evidenceId ?? 0, '')).json().errors[0].field).toBe(
      'refundTrxId',
    );
    expect((await refund(overPaid?.evidenceId ?? 0, 'RFND000001')).statusCode).toBe(200);
    const twice = await refund(overPaid?.evidenceId ?? 0, 'RFND000001');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(EVIDENCE_MESSAGES.alreadyRefunded);
    expect((await refund(paidTwice?.evidenceId ?? 0, 'RFND000002')).statusCode).toBe(200);
    expect((await refundsDue()).filter((item) => item.reader === reader.user.email)).toEqual([]);

    const steps = (await history(claimed.id, reader.token)).json().events as Array<{
      type: string;
      detail: Record<string, unknown>;
    }>;
    expect(
      steps.filter((step) => step.type === 'refunded').map((step) => step.detail.refundTrxId),
    ).toEqual(['RFND000001', 'RFND000002']);
    await setAutoApprove(t.app, admin, false);
  });
});
