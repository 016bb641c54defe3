import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLAN_TYPES, TRANSACTION_STATUSES } from '@codegrow/shared/constants/domain';
import {
  BALANCE_STATES,
  EVIDENCE_SOURCES,
  PAYMENT_EVENT_TYPES,
  PAYMENT_PROVIDERS,
} from '@codegrow/shared/constants/payment-providers';
import type { MatchRuleResult } from '@codegrow/shared/schemas/payment-evidence';
import { createdAt, sqlList, updatedAt } from './columns';
import { users } from './users';

/** Receipts are numbered in the order payments are verified (a rolled-back approval skips one). */
export const receiptNumbers = pgSequence('receipt_numbers');

/**
 * A user's claim to have paid, by mobile-money transaction ID. The user link is
 * cleared when the account is deleted; the row stays for the books.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trxId: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userEmail: text(),
    planType: text({ enum: PLAN_TYPES }).notNull(),
    /** Whole taka; the plan table on the server sets it, never the client. */
    amount: integer().notNull(),
    status: text({ enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    /** Why an admin rejected it, in words the reader sees. */
    rejectionReason: text(),
    /** The wallet the reader says they paid with, when they said. */
    provider: text({ enum: PAYMENT_PROVIDERS }),
    /** The reference the reader was given before paying (`CG-7F3K`), when they had one. */
    reference: text(),
    /** For Rocket, which carries no reference: the unique amount in poisha asked for instead. */
    expectedPoisha: integer(),
    /** The matcher's last verdict: each rule and whether it held (see lib/payments/matcher.ts). */
    matchRules: jsonb().$type<MatchRuleResult[]>(),
    /** The receipt's number, from `receipt_numbers`, given when the claim is approved. */
    receiptNumber: integer(),
    /** When its reader was reminded that no payment with its ID had arrived. */
    remindedAt: timestamp({ withTimezone: true }),
    /** Poisha paid beyond what was asked (over-paid), due back to the payer until refunded. */
    overPaidPoisha: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transactions_trx_id_key').on(sql`lower(${t.trxId})`),
    uniqueIndex('transactions_receipt_number_key').on(t.receiptNumber),
    check(
      'transactions_provider_check',
      sql.raw(`provider IS NULL OR provider IN (${sqlList(PAYMENT_PROVIDERS)})`),
    ),
    index('transactions_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('transactions_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('transactions_status_check', sql.raw(`status IN (${sqlList(TRANSACTION_STATUSES)})`)),
    check('transactions_plan_type_check', sql.raw(`plan_type IN (${sqlList(PLAN_TYPES)})`)),
    check('transactions_amount_check', sql`${t.amount} > 0`),
  ],
);

/** IDs an admin saw arrive on the mobile-money account, to match against claims. */
export const adminTransactionIds = pgTable(
  'admin_transaction_ids',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trxId: text().notNull(),
    addedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_transaction_ids_trx_id_key').on(sql`lower(${t.trxId})`)],
);

/**
 * The payment evidence ledger: one row per transaction a wallet received, as its SMS, a
 * statement or the forwarding app told it. The same transaction told twice is one row.
 */
export const paymentEvidence = pgTable(
  'payment_evidence',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    trxId: text().notNull(),
    /** Poisha (Tk 1 = 100): what arrived, exactly. */
    amountPoisha: integer().notNull(),
    sender: text(),
    /** The site's number it arrived on, when the evidence names it. */
    receivingNumber: text(),
    reference: text(),
    receivedAt: timestamp({ withTimezone: true }),
    balancePoisha: integer(),
    /**
     * Set when the balance does not follow from the wallet's previous message (its balance plus
     * this amount): what it should have been. A fake message rarely knows the balance.
     */
    expectedBalancePoisha: integer(),
    /**
     * What is known of its balance: confirmed by an admin, following from the wallet's previous
     * message (by time) whose own is known, or why not (lib/payments/evidence/balance-chain.ts).
     */
    balanceState: text({ enum: BALANCE_STATES }).notNull().default('unconfirmed'),
    /** The refund's own transaction ID, once money due back from this payment was returned. */
    refundTrxId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    refundedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The claim this payment paid for, set when the matcher verifies it (or an admin assigns it)
     * and never changed: one column, so a received payment pays for one claim, ever. A claim
     * that arrived short may hold several (its own and the payments added to it).
     */
    transactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    raw: text().notNull(),
    source: text({ enum: EVIDENCE_SOURCES }).notNull(),
    addedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // By ID first, in any case, as claims (transactions_trx_id_key) are looked up.
    uniqueIndex('payment_evidence_trx_id_provider_key').on(sql`lower(${t.trxId})`, t.provider),
    check(
      'payment_evidence_provider_check',
      sql.raw(`provider IN (${sqlList(PAYMENT_PROVIDERS)})`),
    ),
    check('payment_evidence_source_check', sql.raw(`source IN (${sqlList(EVIDENCE_SOURCES)})`)),
    check('payment_evidence_amount_check', sql`${t.amountPoisha} > 0`),
    check(
      'payment_evidence_balance_state_check',
      sql.raw(`balance_state IN (${sqlList(BALANCE_STATES)})`),
    ),
    index('payment_evidence_transaction_idx').on(t.transactionId),
    // A wallet's messages in time: the chain of balances walks it from a message on.
    index('payment_evidence_wallet_idx').on(
      t.provider,
      sql`coalesce(${t.receivingNumber}, '')`,
      t.receivedAt,
      t.id,
    ),
  ],
);

/**
 * Further payments a reader added to a claim whose payment arrived short: the IDs they name,
 * matched like the claim's own. An ID is named once, by a claim or by an added payment (checked
 * under the ID's lock, see lib/payments/added-payments.ts).
 */
export const addedPayments = pgTable(
  'added_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    trxId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('added_payments_trx_id_key').on(sql`lower(${t.trxId})`),
    index('added_payments_transaction_idx').on(t.transactionId, t.id),
  ],
);

/** Evidence that could not be read: kept with the reason, for an admin to see, never dropped. */
export const unreadableEvidence = pgTable('unreadable_evidence', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  raw: text().notNull(),
  reason: text().notNull(),
  source: text({ enum: EVIDENCE_SOURCES }).notNull(),
  addedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Deliveries of the SMS-forwarding app seen in the last minutes, by a hash of their timestamp
 * and body (however the signature was spelt): one delivered again is recorded once. Noted in
 * the transaction that records what it brought; older rows go as new deliveries come.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  deliveryHash: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide settings an admin changes at run time (e.g. auto-approval). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

/**
 * The reference a reader is given before paying, to type into bKash or Nagad's reference field,
 * and for Rocket (no reference field) a unique amount in poisha. A code is never given twice;
 * the unique amount is unique among references not yet used by a claim.
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    /** The plan's price plus 1 to 99 poisha, unique among open references. */
    rocketPoisha: integer(),
    createdAt: createdAt(),
    /** When a claim used it; open until then. */
    claimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_references_code_key').on(t.code),
    uniqueIndex('payment_references_open_rocket_key')
      .on(t.rocketPoisha)
      .where(sql`${t.claimedAt} IS NULL`),
    index('payment_references_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The audit trail of each claim, appended to and never changed: submitted, matched, flagged,
 * approved, rejected, mail queued. `actorId` is the user or admin who acted (null for the
 * matcher); `detail` what they acted on (the evidence, the rules, the reason, the address).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    type: text({ enum: PAYMENT_EVENT_TYPES }).notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_transaction_idx').on(t.transactionId, t.id),
    check('payment_events_type_check', sql.raw(`type IN (${sqlList(PAYMENT_EVENT_TYPES)})`)),
  ],
);

/**
 * A claim paid as a gift: whom it is for and its single-use link. The link's token is minted
 * when the payment is verified; only its hash is kept, so the link lives in the recipient's mail
 * alone. Redeemed once, by whoever signs in with it, within `expiresAt`.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    /** Lower-cased; a buyer may correct it while the gift is unredeemed. */
    recipientEmail: text().notNull(),
    message: text(),
    tokenHash: text(),
    sentAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    redeemedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gifts_transaction_key').on(t.transactionId),
    uniqueIndex('gifts_token_hash_key').on(t.tokenHash),
  ],
);
