import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMMENT_STATUSES } from '@codegrow/shared/constants/discussion';
import { LIMITS, DISCUSSION_LIMITS } from '@codegrow/shared/constants/limits';
import { createdAt, sqlList } from './columns';
import { users } from './users';

import { blogs } from './content';

/**
 * A deleted user's comments stay, without author (shown as 'Deleted user'):
 * see docs/decisions/0002-deleting-a-user.md. A reply belongs to a comment of the same article
 * that is itself no reply (one level). A writer's deletion keeps the row, marked, so a thread's
 * replies keep their place; only deleting the article removes comments.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    parentId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    /** The Markdown rendered when written (migration 0032 gave older comments their plain text's). */
    contentHtml: text().notNull(),
    createdAt: createdAt(),
    editedAt: timestamp({ withTimezone: true }),
    /** An accepted answer (a reply) or a pinned question, shown first among its siblings. */
    pinnedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    /** Shown, held for a moderator (first comments, links from new accounts, blocked words) or removed by one. */
    status: text({ enum: COMMENT_STATUSES }).notNull().default('published'),
    /** Why it was held, in HOLD_REASONS' words. */
    heldReason: text(),
  },
  (t) => [
    // A page of one article's threads, newest first, continuing after a given comment.
    index('comments_blog_threads_idx')
      .on(t.blogId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} IS NULL`),
    // The replies of a page's threads, oldest first.
    index('comments_parent_created_idx')
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`${t.parentId} IS NOT NULL`),
    // An article's shown comments, counted from the index alone (engagement/counts.ts).
    index('comments_blog_shown_idx')
      .on(t.blogId)
      .where(sql`${t.deletedAt} IS NULL AND ${t.status} = 'published'`),
    // The moderation queue's held comments.
    index('comments_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    check('comments_status_check', sql.raw(`status IN (${sqlList(COMMENT_STATUSES)})`)),
    // One pinned thread per article, one accepted answer per thread.
    uniqueIndex('comments_one_pinned_idx')
      .on(t.blogId, sql`coalesce(${t.parentId}, 0)`)
      .where(sql`${t.pinnedAt} IS NOT NULL`),
    // A deleted account's comments are found here to keep them without an author.
    index('comments_user_created_idx').on(t.userId, t.createdAt),
    check(
      'comments_content_length_check',
      sql.raw(`char_length(content) BETWEEN 1 AND ${LIMITS.commentMax}`),
    ),
  ],
);

/**
 * A reader's report of a comment, with their reason: one per reader and comment. A moderator's
 * decision on the comment resolves every open report of it; nothing is deleted.
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('comment_reports_once_idx').on(t.commentId, t.reporterId),
    // The queue: open reports.
    index('comment_reports_open_idx')
      .on(t.commentId)
      .where(sql`${t.resolvedAt} IS NULL`),
    check(
      'comment_reports_reason_length_check',
      sql.raw(`char_length(reason) BETWEEN 1 AND ${DISCUSSION_LIMITS.reportReasonMax}`),
    ),
  ],
);

/** Words that hold a comment for a moderator, kept lower-case; the admins' list. */
export const blockedWords = pgTable('blocked_words', {
  word: text().primaryKey(),
  createdAt: createdAt(),
});

/** The days the moderation summary went out: one row a day, claimed by whichever server is first. */
export const moderationSummaries = pgTable('moderation_summaries', {
  sentOn: text().primaryKey(),
  createdAt: createdAt(),
});

/**
 * When each user last commented, within the comment limit's window: the limit is checked
 * and moved in this one row, which the database locks while a comment is added, so the
 * check and the comment are one statement and exact under concurrent requests.
 */
export const commentAllowances = pgTable('comment_allowances', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  recent: timestamp({ withTimezone: true }).array().notNull(),
});
