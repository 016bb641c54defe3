import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PATH_LEVELS } from '@codegrow/shared/constants/learning';
import { createdAt, sqlList, updatedAt } from './columns';
import { blogs } from './content';
import { users } from './users';

/** An ordered series of articles to read one after another. */
export const learningPaths = pgTable(
  'learning_paths',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    level: text().notNull(),
    /** The article whose image is the cover; null: the first step that has one. */
    coverBlogId: integer().references(() => blogs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('learning_paths_slug_key').on(t.slug),
    check('learning_paths_level_check', sql.raw(`level IN (${sqlList(PATH_LEVELS)})`)),
  ],
);

/** The articles of a path, by position from 1; an article appears once in a path. */
export const learningPathSteps = pgTable(
  'learning_path_steps',
  {
    pathId: integer()
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pathId, t.blogId] }),
    uniqueIndex('learning_path_steps_position_key').on(t.pathId, t.position),
    // An article's paths, for its 'Step 3 of 8' line.
    index('learning_path_steps_blog_idx').on(t.blogId),
  ],
);

/**
 * A certificate for a path a reader completed. Its id is random and permanent (it is shared
 * and linked to); the name and the path's title are kept as they were on the day.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: integer().references(() => learningPaths.id, { onDelete: 'set null' }),
    recipientName: text().notNull(),
    pathTitle: text().notNull(),
    pathSlug: text().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [uniqueIndex('certificates_user_path_key').on(t.userId, t.pathId)],
);
