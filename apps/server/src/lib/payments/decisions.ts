import { eq } from 'drizzle-orm';
import { TRANSACTION_API_MESSAGES as M } from '@codegrow/shared/schemas/transaction';
import type { SiteConfig } from '../../config/env';
import type { Transaction as DbTransaction } from '../../db/client';
import { users } from '../../db/schema/index';
import { createUsersRepository } from '../auth/users-repository';
import { conflict, notFound } from '../errors/app-error';
import { queueMail, type MailAttachment } from '../mail/mail-outbox';
import { transactionMails } from '../mail/mail-templates';
import { sendGiftOf } from './gift-links';
import { createPaymentEvents } from './payment-events';
import { receiptFacts, renderReceiptPdf } from './receipts/receipt';
import { createTransactionsRepository, type TransactionRow } from './transactions-repository';

export type Decision = 'approved' | 'rejected';
type MailKind = keyof typeof transactionMails;

/**
 * Queues the reader's mail about their claim, in the transaction that made the change it
 * announces, and notes it on the claim's audit trail.
 */
export async function mailReader(
  tx: DbTransaction,
  site: SiteConfig,
  kind: MailKind,
  row: TransactionRow,
  {
    attachments = [],
    daysLeft,
    recipient,
  }: { attachments?: MailAttachment[]; daysLeft?: number; recipient?: string | null } = {},
): Promise<void> {
  if (!row.userId || !row.userEmail) return;
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
  const mail = transactionMails[kind](site, {
    to: row.userEmail,
    name: user?.name ?? null,
    trxId: row.trxId,
    amount: row.amount,
    reason: row.rejectionReason,
    receipt: attachments[0]?.filename ?? null,
    daysLeft,
    recipient,
  });
  const mailId = await queueMail(tx, { ...mail, attachments });
  await createPaymentEvents(tx).record({
    transactionId: row.id,
    type: 'mail-queued',
    detail: { mail: kind, to: row.userEmail, mailId },
  });
}

/**
 * Moves a pending claim to approved or rejected: the subscription, the reader's mail and the
 * audit trail change in the same transaction, so a subscription is never active without an
 * approved claim, and mail is queued only for changes that commit. `reviewerId` null: the
 * matcher approved a full match.
 */
export async function decide(
  tx: DbTransaction,
  site: SiteConfig,
  {
    id,
    decision,
    reviewerId,
    reason = null,
  }: {
    id: number;
    decision: Decision;
    reviewerId: number | null;
    reason?: string | null;
  },
): Promise<TransactionRow> {
  const repo = createTransactionsRepository(tx);
  const row = await repo.review(id, decision, reviewerId, decision === 'rejected' ? reason : null);
  if (!row) {
    if (!(await repo.exists(id))) throw notFound(M.notFound);
    throw conflict(M.notPending);
  }
  // A gift's link goes to its recipient; the buyer's own plan stays as it was.
  const recipient = decision === 'approved' ? await sendGiftOf(tx, site, row) : null;
  // Lifetime: active with no expiry.
  if (decision === 'approved' && row.userId && !recipient)
    await createUsersRepository(tx).activateLifetime(row.userId);
  await createPaymentEvents(tx).record({
    transactionId: id,
    type: decision,
    actorId: reviewerId,
    detail: decision === 'rejected' ? { reason } : { automatic: reviewerId === null },
  });
  const attachments = decision === 'approved' ? await receiptOf(tx, site, id) : [];
  await mailReader(tx, site, recipient ? 'giftApproved' : decision, row, {
    attachments,
    recipient,
  });
  return row;
}

/**
 * Closes a pending claim without an admin's word: withdrawn by its reader, or expired because
 * no payment arrived. It reads as rejected, with the reason; undefined when it was not pending
 * (or, for a withdrawal, not the reader's).
 */
export async function closeClaim(
  tx: DbTransaction,
  site: SiteConfig,
  {
    id,
    why,
    reason,
    readerId,
  }: { id: number; why: 'withdrawn' | 'expired'; reason: string; readerId?: number },
): Promise<TransactionRow | undefined> {
  const row = await createTransactionsRepository(tx).review(id, 'rejected', null, reason, readerId);
  if (!row) return undefined;
  await createPaymentEvents(tx).record({ transactionId: id, type: why, actorId: readerId ?? null });
  if (why === 'expired') await mailReader(tx, site, 'expired', row);
  return row;
}

/** The approved claim's receipt, as the PDF attached to the reader's e-mail. */
async function receiptOf(
  tx: DbTransaction,
  site: SiteConfig,
  id: number,
): Promise<MailAttachment[]> {
  const facts = await receiptFacts(tx, id);
  if (!facts) return [];
  const pdf = await renderReceiptPdf(facts, site);
  return [
    {
      filename: `receipt-${facts.number}.pdf`,
      contentType: 'application/pdf',
      content: pdf.toString('base64'),
    },
  ];
}
