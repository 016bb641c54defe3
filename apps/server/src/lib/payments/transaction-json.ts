import { sql } from 'drizzle-orm';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import {
  adminTransactionIds,
  gifts,
  paymentEvidence,
  transactions,
  users,
} from '../../db/schema/index';
import { addedTrxIds, receivedTaka } from './claim-evidence';
import { giftState, type GiftRow } from './gift-links';

/*
 * A claim as the transactions' lists and answers select it, and as readers and admins get it.
 */

/** Some received payment satisfied the claim. */
export const paid = sql<boolean>`EXISTS (SELECT 1 FROM ${paymentEvidence} WHERE ${paymentEvidence.transactionId} = ${transactions.id})`;
const matched = sql<boolean>`(${paid} OR EXISTS (SELECT 1 FROM ${adminTransactionIds} WHERE lower(${adminTransactionIds.trxId}) = lower(${transactions.trxId})))`;

export const columns = {
  id: transactions.id,
  trx_id: transactions.trxId,
  user_id: transactions.userId,
  user_email: transactions.userEmail,
  user_name: users.name,
  plan_type: transactions.planType,
  amount: transactions.amount,
  status: transactions.status,
  matched,
  createdAt: transactions.createdAt,
  reviewedAt: transactions.reviewedAt,
  rejection_reason: transactions.rejectionReason,
  provider: transactions.provider,
  reference: transactions.reference,
  match_rules: transactions.matchRules,
  received: receivedTaka,
  added_trx_ids: addedTrxIds,
  gift: gifts,
};

type Row = Omit<Transaction, 'created_at' | 'reviewed_at' | 'gift'> & {
  createdAt: Date;
  reviewedAt: Date | null;
  gift: GiftRow | null;
};
const giftJson = (status: Transaction['status'], gift: GiftRow | null): Transaction['gift'] =>
  gift && {
    recipient_email: gift.recipientEmail,
    message: gift.message,
    state: giftState(status, gift),
    sent_at: gift.sentAt?.toISOString() ?? null,
    expires_at: gift.expiresAt?.toISOString() ?? null,
    redeemed_at: gift.redeemedAt?.toISOString() ?? null,
  };
export const toJson = ({ createdAt, reviewedAt, gift, ...rest }: Row): Transaction => ({
  ...rest,
  created_at: createdAt.toISOString(),
  reviewed_at: reviewedAt?.toISOString() ?? null,
  gift: giftJson(rest.status, gift),
});
