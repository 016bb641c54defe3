import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  jsonb,
} from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '@codegrow/shared/constants/domain';
import { createdAt, sqlList } from './columns';

/** A file sent with a mail (a receipt's PDF), its bytes in base64 while it waits in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * One row per visitor per day: the visitor is a salted hash of IP and user agent
 * for that day, so no raw address is stored and repeats only add views.
 */
export const visits = pgTable(
  'visits',
  {
    day: date().notNull(),
    visitorHash: text().notNull(),
    views: integer().notNull().default(1),
    referrer: text(),
    firstSeenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** E-mail waits here until delivered, so sending never blocks or fails a request. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Files sent with it (a receipt's PDF). */
    attachments: jsonb().$type<MailAttachment[]>(),
    /** Headers of its own (List-Unsubscribe for mail a reader chose to get). */
    headers: jsonb().$type<Record<string, string>>(),
    status: text({ enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.status, t.sendAfter),
    check('mail_outbox_status_check', sql.raw(`status IN (${sqlList(MAIL_STATUSES)})`)),
  ],
);

/**
 * A purge of a cache in front of the servers (one row per cache and change) waits here until
 * that cache has taken it, so a purge that fails is retried rather than lost.
 */
export const cachePurges = pgTable(
  'cache_purges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Which cache: `varnish <address>`, `fastly` or `cloudflare`. */
    target: text().notNull(),
    /** The surrogate keys to purge (lib/http-cache/surrogate-keys.ts). */
    keys: text().array().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index('cache_purges_next_attempt_idx').on(t.nextAttemptAt)],
);

/**
 * Secrets every server of a fleet must share (the token signing key when JWT_SECRET is
 * not given, the salt of visitor hashes): made once by whichever server starts first.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

/**
 * Request counts of the API's rate limits, one row per route and client, shared by every
 * server; a row whose window has passed starts again at 1.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);
