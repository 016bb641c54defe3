import { sql } from 'drizzle-orm';
import { addedPayments, paymentEvidence, transactions } from '../../db/schema/index';

/**
 * How a claim and the money received are related, for every query that joins them: a payment
 * belongs to a claim when its transaction ID is the claim's own or one its reader added to make
 * up a short amount (IDs compared in any case, as they are indexed).
 */
export const namesPayment = sql<boolean>`(lower(${paymentEvidence.trxId}) = lower(${transactions.trxId}) OR EXISTS (SELECT 1 FROM ${addedPayments} WHERE ${addedPayments.transactionId} = ${transactions.id} AND lower(${addedPayments.trxId}) = lower(${paymentEvidence.trxId})))`;

/** Taka that arrived with a claim's IDs, null before any did (for the claim's JSON). */
export const receivedTaka = sql<
  number | null
>`(SELECT sum(${paymentEvidence.amountPoisha}) / 100.0 FROM ${paymentEvidence} WHERE ${namesPayment})`.mapWith(
  (value) => (value === null ? null : Number(value)),
);

/** The IDs a claim's reader added, in order (for the claim's JSON). */
export const addedTrxIds = sql<
  string[]
>`coalesce((SELECT array_agg(${addedPayments.trxId} ORDER BY ${addedPayments.id}) FROM ${addedPayments} WHERE ${addedPayments.transactionId} = ${transactions.id}), '{}')`;
