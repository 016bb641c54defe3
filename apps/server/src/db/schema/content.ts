import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMMENT_STATUSES, DISCUSSION_LIMITS } from '@codegrow/shared/constants/discussion';
import { LIMITS } from '@codegrow/shared/constants/limits';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@codegrow/shared/i18n/languages';
import { createdAt, sqlList, tsvector, updatedAt } from './columns';
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
        sql`setweight(to_tsvector('english', coalesce(${blogs.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${blogs.tags}, '')), 'B') || setweight(to_tsvector('english', coalesce(${blogs.excerpt}, '')), 'C')`,
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
        sql`to_tsvector('english', coalesce(${blogs.searchableContent}, ${blogs.content}, ''))`,
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
