import { sql } from 'drizzle-orm';
import { addedPayments, paymentEvidence, transactions } from '../../db/schema/index';

/*
 * How a claim and the money received are related, for every query that joins them: a payment
 * belongs to a claim when its transaction ID is the claim's own or one its reader added to make
 * up a short amount. IDs are compared in any case, each lookup over its table's lower(trx_id)
 * index, so the desk stays quick with many thousands of payments.
 */

/**
 * The claim that names this payment's ID, or null: an ID is named once, by a claim or by a
 * payment added to one (lib/payments/added-payments-repository.ts).
 */
export const claimNamingPayment = sql<
  number | null
>`coalesce((SELECT ${transactions.id} FROM ${transactions} WHERE lower(${transactions.trxId}) = lower(${paymentEvidence.trxId})), (SELECT ${addedPayments.transactionId} FROM ${addedPayments} WHERE lower(${addedPayments.trxId}) = lower(${paymentEvidence.trxId})))`;

/** Poisha that arrived with a claim's own ID, and with the IDs added to it. */
const ownPoisha = sql`(SELECT sum(${paymentEvidence.amountPoisha}) FROM ${paymentEvidence} WHERE lower(${paymentEvidence.trxId}) = lower(${transactions.trxId}))`;
const addedPoisha = sql`(SELECT sum(${paymentEvidence.amountPoisha}) FROM ${addedPayments} JOIN ${paymentEvidence} ON lower(${paymentEvidence.trxId}) = lower(${addedPayments.trxId}) WHERE ${addedPayments.transactionId} = ${transactions.id})`;

/** Taka that arrived with a claim's IDs, null before any did (for the claim's JSON). */
export const receivedTaka = sql<
  number | null
>`(nullif(coalesce(${ownPoisha}, 0) + coalesce(${addedPoisha}, 0), 0) / 100.0)`.mapWith((value) =>
  value === null ? null : Number(value),
);

/** The IDs a claim's reader added, in order (for the claim's JSON). */
export const addedTrxIds = sql<
  string[]
>`coalesce((SELECT array_agg(${addedPayments.trxId} ORDER BY ${addedPayments.id}) FROM ${addedPayments} WHERE ${addedPayments.transactionId} = ${transactions.id}), '{}')`;
