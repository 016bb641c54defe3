import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

import { blogs } from './content';

export const blogLikes = pgTable(
  'blog_likes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blogId] }),
    // An article's likes are counted here (engagement/counts.ts).
    index('blog_likes_blog_idx').on(t.blogId),
  ],
);

export const blogSaves = pgTable(
  'blog_saves',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blogId] }),
    index('blog_saves_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('blog_saves_blog_idx').on(t.blogId),
  ],
);

/**
 * A signed-in reader's progress through an article: the row appears when they first open
 * it, `position` is how far down they were (0 to 1), `readAt` when they reached its end or
 * marked it read. 'Blogs Read' and the learning paths' progress both count from here.
 */
export const blogReads = pgTable(
  'blog_reads',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    firstReadAt: createdAt(),
    lastReadAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    position: real().notNull().default(0),
    readAt: timestamp({ withTimezone: true }),
    /** When the reader passed the article's checks (every question answered right); null since a miss. */
    checkedAt: timestamp({ withTimezone: true }),
    /** The reader chose to pass over this article in its paths (until they read it). */
    skippedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blogId] }),
    check('blog_reads_position_check', sql`${t.position} BETWEEN 0 AND 1`),
  ],
);

/**
 * A signed-in reader's latest answer to one question of an article's checks, as the server
 * judged it. Questions are named by the id their text gives them (quiz-block.ts), so a
 * result stays with its question however the author reorders the block.
 */
export const checkAnswers = pgTable(
  'check_answers',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    questionId: text().notNull(),
    choiceIds: text().array().notNull(),
    correct: boolean().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blogId, t.questionId] })],
);

/**
 * A reader who asked for the daily e-mail when review questions are due (off unless asked):
 * `remindedOn` is the site's date of the last one, so each day's is sent once, by one server.
 */
export const reviewReminders = pgTable('review_reminders', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remindedOn: text(),
  createdAt: createdAt(),
});

/**
 * A question a reader missed, come back for review on a spaced schedule (FSRS, ts-fsrs): `card`
 * is the scheduler's state of it, `dueAt` when it is next asked.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    questionId: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    card: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blogId, t.questionId] }),
    index('review_cards_user_due_idx').on(t.userId, t.dueAt),
  ],
);
