import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AUTH_PROVIDERS,
  ROLES,
  SUBSCRIPTION_SOURCES,
  SUBSCRIPTION_STATUSES,
} from '@codegrow/shared/constants/domain';
import { createdAt, sqlList, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text(),
    /** Stored trimmed and lower-cased, so equality is case-insensitive. */
    email: text().notNull(),
    /** Null for accounts that only sign in through the identity provider. */
    passwordHash: text(),
    role: text({ enum: ROLES }).notNull().default('user'),
    subscriptionStatus: text({ enum: SUBSCRIPTION_STATUSES }).notNull().default('free'),
    /** The end of a subscription for a period; past it, the account reads as a free one. */
    subscriptionExpiry: timestamp({ withTimezone: true }),
    /** Paid for, or given by an admin (with the reason the admin gave). */
    subscriptionSource: text({ enum: SUBSCRIPTION_SOURCES }),
    complimentaryReason: text(),
    photoUrl: text(),
    authProvider: text({ enum: AUTH_PROVIDERS }).notNull().default('local'),
    firebaseUid: text(),
    emailVerified: boolean().notNull().default(false),
    /** Signed into every token; raising it (a password change) ends every session before. */
    tokenVersion: integer().notNull().default(0),
    /** A moderator's ban: the account reads but does not comment, like or report until it ends. */
    bannedAt: timestamp({ withTimezone: true }),
    /** Null with `bannedAt`: until lifted. */
    bannedUntil: timestamp({ withTimezone: true }),
    banReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql.raw(`role IN (${sqlList(ROLES)})`)),
    check(
      'users_subscription_status_check',
      sql.raw(`subscription_status IN (${sqlList(SUBSCRIPTION_STATUSES)})`),
    ),
    check(
      'users_subscription_source_check',
      sql.raw(`subscription_source IN (${sqlList(SUBSCRIPTION_SOURCES)})`),
    ),
    check('users_auth_provider_check', sql.raw(`auth_provider IN (${sqlList(AUTH_PROVIDERS)})`)),
    check('users_email_lowercase_check', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/**
 * Failed sign-in counters per key ('ip:…' or 'account:…'), kept in the database so
 * that every app server behind a load balancer sees the same count.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use password reset links; only a hash of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Who changed what on a user from the admin screens. */
export const userAuditLog = pgTable(
  'user_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    detail: text(),
    createdAt: createdAt(),
  },
  (t) => [index('user_audit_log_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Signed-in sessions, one per sign-in of a browser or an API client. Every token names its
 * session and is good only while the session is: signing out deletes it, 'Sign out everywhere'
 * all of an account's. Using a token moves its session's end on (a sliding window), never
 * past `endsBy`.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random, in the token as `sid`. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When it ends unless its token is renewed before. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The latest it may last, however often renewed: its sign-in plus the longest life. */
    endsBy: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
