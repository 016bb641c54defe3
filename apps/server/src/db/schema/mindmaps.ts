import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { blogs } from './content';
import { users } from './users';

/** A node-and-connection diagram, attached to at most one article or standalone. */
export const mindmaps = pgTable(
  'mindmaps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull().default(''),
    data: jsonb().notNull(),
    blogId: integer().references(() => blogs.id, { onDelete: 'set null' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mindmaps_blog_key').on(t.blogId),
    index('mindmaps_author_idx').on(t.authorId),
  ],
);
