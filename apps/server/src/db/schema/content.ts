import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LIMITS } from '@codegrow/shared/constants/limits';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@codegrow/shared/i18n/languages';
import { createdAt, searchable, sqlList, tsvector, updatedAt } from './columns';
import { users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** One comma-separated text, as the spec's write payload sends it. */
    tags: text().notNull().default(''),
    excerpt: text().notNull().default(''),
    content: text().notNull(),
    /** The body rendered once from `content` (sanitized, highlighted) and the renderer's version. */
    contentHtml: text().notNull().default(''),
    contentHtmlVersion: integer().notNull().default(0),
    imageUrl: text(),
    isPremium: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    publishDate: timestamp({ withTimezone: true }),
    /** A scheduled article (not published yet) goes live at this time, on its own. */
    publishAt: timestamp({ withTimezone: true }),
    /** A premium article becomes free to everyone at this time ('premium for 30 days'). */
    freeAt: timestamp({ withTimezone: true }),
    /** When an editor last checked the article still holds, and against which versions. */
    reviewedOn: date({ mode: 'string' }),
    testedWith: text(),
    /** The language the article is written in, one of the interface's: pages mark its text so. */
    language: text().$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    /** Kept by the database so lists can show reading time without loading bodies. */
    wordCount: integer()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`coalesce(array_length(regexp_split_to_array(btrim(${blogs.content}), '\\s+'), 1), 0)`,
      ),
    /** What anyone may search: never the body, so premium text cannot leak through search. */
    searchPublic: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${searchable(sql`coalesce(${blogs.title}, '')`)}), 'A') || setweight(to_tsvector('english', ${searchable(sql`coalesce(${blogs.tags}, '')`)}), 'B') || setweight(to_tsvector('english', ${searchable(sql`coalesce(${blogs.excerpt}, '')`)}), 'C')`,
    ),
    /**
     * The body as readers get it when it differs from `content`: without the ```quiz block,
     * whose answers are not to be found by searching. Written with `content`; null for an
     * article without a block, and `content` stands in.
     */
    searchableContent: text(),
    /** The body, searched only where the viewer may read the article. */
    searchContent: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english', ${searchable(sql`coalesce(${blogs.searchableContent}, ${blogs.content}, '')`)})`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // DESC NULLS FIRST is what `ORDER BY x DESC` asks for (PostgreSQL's default), so the
  // newest-first lists read these indexes in order; the same holds for the other tables.
  (t) => [
    index('blogs_published_created_idx').on(
      t.isPublished,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('blogs_category_created_idx').on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('blogs_premium_idx').on(t.isPremium),
    check('blogs_language_check', sql.raw(`language IN (${sqlList(LANGUAGES)})`)),
    // What the schedule has to do next: the few articles waiting to go live or to become free.
    index('blogs_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} IS NOT NULL`),
    index('blogs_free_at_idx')
      .on(t.freeAt)
      .where(sql`${t.freeAt} IS NOT NULL`),
    // Articles are written rarely and searched often: without the pending list (fastupdate)
    // every new article is in the index at once, and the planner's costs stay true.
    index('blogs_search_public_idx').using('gin', t.searchPublic).with({ fastupdate: false }),
    index('blogs_search_content_idx').using('gin', t.searchContent).with({ fastupdate: false }),
    // Trigrams of what anyone may search, for a search with a typo that found nothing else.
    index('blogs_title_tags_trgm_idx')
      .using('gin', sql`lower(${t.title} || ' ' || ${t.tags}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check(
      'blogs_title_length_check',
      sql.raw(`char_length(title) BETWEEN 1 AND ${LIMITS.blogTitleMax}`),
    ),
  ],
);

/**
 * Every saved version of an article's title, text and tags, with who saved it, when and a
 * line on what changed: the admins' history, from which any version can be restored.
 */
export const blogRevisions = pgTable(
  'blog_revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    tags: text().notNull(),
    summary: text().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    createdAt: createdAt(),
  },
  // An article's history, newest first.
  (t) => [index('blog_revisions_blog_idx').on(t.blogId, t.id.desc().nullsFirst())],
);

/**
 * How many articles each category holds, kept by triggers on `blogs` (migration 0004):
 * list totals and statistics read a row per category instead of counting the archive.
 */
export const categoryCounts = pgTable('category_counts', {
  categoryId: integer()
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  articles: integer().notNull().default(0),
  premium: integer().notNull().default(0),
  published: integer().notNull().default(0),
  publishedPremium: integer().notNull().default(0),
});
