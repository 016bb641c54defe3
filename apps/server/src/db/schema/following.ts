import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { blogs, categories } from './content';
import { learningPaths } from './learning';
import { users } from './users';

/**
 * A reader following a category or a learning path, and how they hear of new articles there:
 * an e-mail each (`each`) or a weekly digest (`weekly`). Not following is no row.
 */
export const follows = pgTable(
  'follows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer().references(() => categories.id, { onDelete: 'cascade' }),
    pathId: integer().references(() => learningPaths.id, { onDelete: 'cascade' }),
    mode: text().notNull(),
    /** A weekly follow's last digest: the next is due a week after. */
    digestedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_user_category_key').on(t.userId, t.categoryId),
    uniqueIndex('follows_user_path_key').on(t.userId, t.pathId),
    index('follows_category_idx').on(t.categoryId),
    index('follows_path_idx').on(t.pathId),
    check('follows_mode_check', sql`${t.mode} IN ('each', 'weekly')`),
    check('follows_one_target_check', sql`(${t.categoryId} IS NULL) <> (${t.pathId} IS NULL)`),
  ],
);

/**
 * The articles each follower has heard of, or that were already there when they followed: an
 * article reaches a reader once, however many of the things they follow it is in.
 */
export const followNotices = pgTable(
  'follow_notices',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blogId] })],
);
