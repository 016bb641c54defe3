import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLAN_TYPES, TRANSACTION_STATUSES } from '@codegrow/shared/constants/domain';
import { EVIDENCE_SOURCES, PAYMENT_PROVIDERS } from '@codegrow/shared/constants/payment-providers';
import { createdAt, sqlList, updatedAt } from './columns';
import { users } from './users';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transactions_trx_id_key').on(sql`lower(${t.trxId})`),
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
 * Deliveries of the SMS-forwarding app seen in the last minutes, by signature: one delivered
 * again (a replay) is refused. Older rows are dropped as new deliveries come.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  signature: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide settings an admin changes at run time (e.g. auto-approval). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});
