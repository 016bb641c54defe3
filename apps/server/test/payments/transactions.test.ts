import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_LIMITS, TRANSACTION_API_MESSAGES } from '@codegrow/shared/schemas/transaction';
import { blogs, mailOutbox } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import {
  bearer,
  buildTestApp,
  registerUser,
  uniqueEmail,
  type RegisteredUser,
  type TestApp,
} from '../helper';

let t: TestApp;
let admin: RegisteredUser;
let premiumId = 0;
let trxCounter = 0;
const dataDir = join(process.env.TMPDIR ?? '/tmp', `codegrow-payments-${Date.now()}`);

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'cashier@codegrow.dev', DATA_DIR: dataDir });
  await seedDemoContent(t.app.db, {});
  admin = await registerUser(t.app, { email: 'cashier@codegrow.dev' });
  const [premium] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true)).limit(1);
  premiumId = premium?.id ?? 0;
});
afterAll(() => t.close());

const nextTrxId = () => `TRX${Date.now().toString(36).toUpperCase()}${(trxCounter += 1)}`;
let addressCounter = 0;
/** Each from an address of its own: the per-address limit has its own test. */
const submit = (token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    payload,
    remoteAddress: `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
    headers: token ? bearer(token) : {},
  });
const review = (id: number, action: 'approve' | 'reject', token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/${action}`,
    headers: bearer(token),
  });
const premiumFor = async (token: string) =>
  (await t.app.inject({ url: `/api/blogs/${premiumId}`, headers: bearer(token) })).json().blog;
const profile = async (token: string) =>
  (await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) })).json().user;
const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const setAutoApprove = (autoApprove: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { autoApprove },
    headers: bearer(admin.token),
  });

describe('the subscription life cycle', () => {
  it('submit → pending → admin approves → subscription active and premium open, with mail at each step', async () => {
    const buyer = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    const trxId = nextTrxId();

    const submitted = await submit(buyer.token, {
      trxId: `  ${trxId} `,
      amount: 30,
      planType: 'lifetime',
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toMatchObject({
      message:
        'Transaction submitted successfully! We will verify and activate your lifetime subscription within 24 hours.',
      transaction: {
        trx_id: trxId,
        amount: 30,
        plan_type: 'lifetime',
        status: 'pending',
        matched: false,
      },
    });
    const { id } = submitted.json().transaction;
    expect((await premiumFor(buyer.token)).locked).toBe(true);
    expect((await mailsTo(buyer.user.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('received'),
    ]);

    const mine = await t.app.inject({
      url: '/api/transactions/my-transactions',
      headers: bearer(buyer.token),
    });
    expect(mine.json().transactions.map((tx: { id: number }) => tx.id)).toEqual([id]);
    const pending = await t.app.inject({
      url: `/api/transactions?status=pending&search=${buyer.user.email.toUpperCase()}`,
      headers: bearer(admin.token),
    });
    expect(pending.json().transactions.map((tx: { id: number }) => tx.id)).toEqual([id]);

    const approved = await review(id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Transaction approved successfully',
      transaction: { status: 'approved' },
    });
    expect(await profile(buyer.token)).toMatchObject({
      subscription_status: 'active',
      subscription_expiry: null,
    });
    expect(await premiumFor(buyer.token)).toMatchObject({
      locked: false,
      content: expect.any(String),
    });
    expect((await premiumFor(bystander.token)).locked).toBe(true);
    expect((await mailsTo(buyer.user.email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('active'),
    );

    expect((await review(id, 'approve')).statusCode).toBe(409);
    expect((await review(id, 'reject')).statusCode).toBe(409);
    expect((await submit(buyer.token, { trxId: nextTrxId(), amount: 30 })).json().message).toBe(
      'You already have an active subscription',
    );
  });

  it('a rejected transaction cannot be approved later, and the user stays free', async () => {
    const buyer = await registerUser(t.app);
    const { id } = (await submit(buyer.token, { trxId: nextTrxId(), amount: 30 })).json()
      .transaction;
    expect((await review(id, 'reject')).json()).toMatchObject({
      message: 'Transaction rejected',
      transaction: { status: 'rejected' },
    });
    expect((await review(id, 'approve')).statusCode).toBe(409);
    expect((await profile(buyer.token)).subscription_status).toBe('free');
    expect((await mailsTo(buyer.user.email)).map((mail) => mail.text).join()).toMatch(
      /could not match/,
    );
  });

  it('tells the reader why it was rejected, on their list and in the mail', async () => {
    const buyer = await registerUser(t.app);
    const { id } = (await submit(buyer.token, { trxId: nextTrxId(), amount: 30 })).json()
      .transaction;
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/reject`,
      payload: { reason: 'x'.repeat(PAYMENT_LIMITS.rejectionReasonMax + 1) },
      headers: bearer(admin.token),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { field: 'reason', msg: TRANSACTION_API_MESSAGES.reasonTooLong },
    ]);

    const reason = 'No payment of Tk 30 arrived with this ID.';
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/reject`,
      payload: { reason: `  ${reason} ` },
      headers: bearer(admin.token),
    });
    expect(rejected.json().transaction).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
    });
    const own = await t.app.inject({
      url: '/api/transactions/my-transactions',
      headers: bearer(buyer.token),
    });
    expect(own.json().transactions).toEqual([
      expect.objectContaining({ id, rejection_reason: reason }),
    ]);
    expect((await mailsTo(buyer.user.email)).map((mail) => mail.text).join()).toContain(
      `Reason: ${reason}`,
    );
  });

  it('of two concurrent approvals exactly one succeeds', async () => {
    const buyer = await registerUser(t.app);
    const { id } = (await submit(buyer.token, { trxId: nextTrxId(), amount: 30 })).json()
      .transaction;
    const results = await Promise.all([
      review(id, 'approve'),
      review(id, 'approve'),
      review(id, 'reject'),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await mailsTo(buyer.user.email)).length).toBe(2);
  });
});

describe('what a submission must be', () => {
  it('needs a login, with the spec message', async () => {
    const response = await submit(undefined, { trxId: nextTrxId(), amount: 30 });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please login to submit a transaction');
  });

  it.each([
    [{ trxId: '   ', amount: 30 }, 'trxId', 'Please enter the transaction ID'],
    [{ trxId: 'AB1', amount: 30 }, 'trxId', 'Transaction ID must be 4 to 64 letters and digits'],
    [
      { trxId: 'ABC-123; DROP', amount: 30 },
      'trxId',
      'Transaction ID must be 4 to 64 letters and digits',
    ],
    [{ trxId: 'ABCD1234', amount: 1 }, 'amount', 'Amount must be 30 for the Lifetime Access plan'],
    [
      { trxId: 'ABCD1234', amount: 'thirty' },
      'amount',
      'Amount must be 30 for the Lifetime Access plan',
    ],
    [{ trxId: 'ABCD1234', amount: 30, planType: 'monthly' }, 'planType', "Plan must be 'lifetime'"],
  ])('refuses %o', async (payload, field, msg) => {
    const buyer = await registerUser(t.app);
    const response = await submit(buyer.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, msg });
  });

  it('takes each transaction ID once across all users, whatever the case', async () => {
    const trxId = nextTrxId();
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    expect((await submit(first.token, { trxId, amount: 30 })).statusCode).toBe(201);
    const again = await submit(second.token, { trxId: trxId.toLowerCase(), amount: 30 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This transaction ID has already been submitted',
      errors: [{ field: 'trxId', msg: 'This transaction ID has already been submitted' }],
    });
  });

  it('limits a user to three pending submissions', async () => {
    const buyer = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1)
      expect((await submit(buyer.token, { trxId: nextTrxId(), amount: 30 })).statusCode).toBe(201);
    expect((await submit(buyer.token, { trxId: nextTrxId(), amount: 30 })).statusCode).toBe(429);
  });

  it('limits a user to five submissions an hour, rejected ones included', async () => {
    const buyer = await registerUser(t.app);
    for (let i = 0; i < PAYMENT_LIMITS.submissionsPerHour; i += 1) {
      const { id } = (await submit(buyer.token, { trxId: nextTrxId(), amount: 30 })).json()
        .transaction;
      expect((await review(id, 'reject')).statusCode).toBe(200);
    }
    const mailsBefore = (await mailsTo(buyer.user.email)).length;
    const again = await submit(buyer.token, { trxId: nextTrxId(), amount: 30 });
    expect(again.statusCode).toBe(429);
    // A message and no field list: the subscribe page shows it as it is (docs/product.md §8's order).
    expect(again.json()).toEqual({ message: TRANSACTION_API_MESSAGES.tooManySubmissions });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(buyer.user.email)).toHaveLength(mailsBefore);
  });

  it('keeps the hourly limit when submissions arrive at the same moment', async () => {
    const buyer = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit(buyer.token, { trxId: nextTrxId(), amount: 30 })),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    expect(accepted).toHaveLength(PAYMENT_LIMITS.maxPending);
    expect(answers.every((answer) => [201, 429].includes(answer.statusCode))).toBe(true);
  });

  it('limits one address, counting after sign-in and validation', async () => {
    const remoteAddress = '203.0.113.77';
    const buyer = await registerUser(t.app);
    const fromThere = (token: string | undefined, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        payload,
        remoteAddress,
        headers: token ? bearer(token) : {},
      });
    for (let i = 0; i < PAYMENT_LIMITS.submissionsPerAddressPerHour; i += 1)
      expect((await fromThere(buyer.token, { trxId: nextTrxId(), amount: 31 })).statusCode).toBe(
        400,
      );
    expect((await fromThere(buyer.token, { trxId: nextTrxId(), amount: 30 })).statusCode).toBe(429);
    // Still the spec's answers first for a visitor and for a missing ID.
    expect((await fromThere(undefined, { trxId: nextTrxId(), amount: 30 })).statusCode).toBe(401);
    expect((await fromThere(buyer.token, { trxId: ' ', amount: 30 })).statusCode).toBe(400);
  });
});

describe('admin rights', () => {
  it('refuses reviews and admin calls from visitors and regular users', async () => {
    const buyer = await registerUser(t.app);
    const { id } = (await submit(buyer.token, { trxId: nextTrxId(), amount: 30 })).json()
      .transaction;
    expect((await review(id, 'approve', buyer.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/transactions/${id}/approve` })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/transactions', headers: bearer(buyer.token) })).statusCode,
    ).toBe(403);
    for (const [method, url] of [
      ['POST', '/api/admin/transactions/add-id'],
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: {}, headers: bearer(buyer.token) })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
    expect((await profile(buyer.token)).subscription_status).toBe('free');
    expect((await review(999999, 'approve')).statusCode).toBe(404);
  });
});

describe('matching with IDs the admin saw arrive', () => {
  it('shows the match, and approves by itself only when auto-approval is on', async () => {
    const seen = nextTrxId();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/transactions/add-id',
      payload: { trxId: seen },
      headers: bearer(admin.token),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      message: 'Transaction ID added successfully',
      matchedTransaction: null,
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/transactions/add-id',
      payload: { trxId: seen.toLowerCase() },
      headers: bearer(admin.token),
    });
    expect(twice.statusCode).toBe(409);

    const careful = await registerUser(t.app);
    const manual = (await submit(careful.token, { trxId: seen, amount: 30 })).json().transaction;
    expect(manual).toMatchObject({ status: 'pending', matched: true });

    expect((await setAutoApprove(true)).json()).toMatchObject({ autoApprove: true });
    const seenNext = nextTrxId();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/transactions/add-id',
      payload: { trxId: seenNext },
      headers: bearer(admin.token),
    });
    const lucky = await registerUser(t.app);
    expect(
      (await submit(lucky.token, { trxId: seenNext, amount: 30 })).json().transaction,
    ).toMatchObject({ status: 'approved', matched: true });
    expect((await profile(lucky.token)).subscription_status).toBe('active');

    const unmatched = await registerUser(t.app);
    expect(
      (await submit(unmatched.token, { trxId: nextTrxId(), amount: 30 })).json().transaction.status,
    ).toBe('pending');
    expect((await profile(unmatched.token)).subscription_status).toBe('free');

    const early = await registerUser(t.app);
    const claim = nextTrxId();
    await submit(early.token, { trxId: claim, amount: 30 });
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/admin/transactions/add-id',
      payload: { trxId: claim },
      headers: bearer(admin.token),
    });
    expect(later.json().matchedTransaction).toMatchObject({
      status: 'approved',
      user_email: early.user.email,
    });
    expect((await profile(early.token)).subscription_status).toBe('active');
    await setAutoApprove(false);
  });
});

describe('the mail outbox', () => {
  it('delivers queued mail as .eml files when no SMTP server is configured', async () => {
    const buyer = await registerUser(t.app, { email: uniqueEmail('outbox') });
    const submitted = await submit(buyer.token, { trxId: nextTrxId(), amount: 30 });
    await review(submitted.json().transaction.id, 'approve');
    // Other tests queued mail too: send everything due, batch by batch.
    let batches = 0;
    while ((await t.app.mail.flush()) > 0 && batches < 50) batches += 1;
    expect(batches).toBeGreaterThan(0);
    const mails = await mailsTo(buyer.user.email);
    expect(mails.map((mail) => mail.status)).toEqual(['sent', 'sent']);
    const files = readdirSync(join(dataDir, 'outbox'))
      .map((file) => readFileSync(join(dataDir, 'outbox', file), 'utf8'))
      .filter((eml) => eml.includes(`To: ${buyer.user.email}`));
    expect(files.some((eml) => eml.includes('within 24 hours'))).toBe(true);
    // The approval carries the receipt as a PDF attachment.
    const approval = files.find((eml) => eml.includes('subscription is active'));
    expect(approval).toMatch(/Content-Type: application\/pdf; name=receipt-CG-R-\d{6}\.pdf/);
    expect(approval).toMatch(/Content-Disposition: attachment; filename=receipt-CG-R-\d{6}\.pdf/);
  });
});
