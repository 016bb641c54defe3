import DataLoader from 'dataloader';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_HTML_VERSION } from '@codegrow/shared/content/article-markup';
import { plainSnippet } from '@codegrow/shared/content/plain-snippet';
import type { BlogListQuery } from '@codegrow/shared/schemas/blog';
import type { Executor } from '../../db/client';
import {
  blogSaves,
  blogs,
  categories,
  categoryCounts,
  learningPathSteps,
  mindmaps,
  users,
} from '../../db/schema/index';
import { listedArticles, unlockedFor, type Viewer } from '../access/article-access';
import type { BlogRecord } from './blog-serializer';
import { keepRenderedBody } from './blog-writes-repository';
import { renderArticleHtml } from './render-article';
import {
  articleChanges,
  bodyColumns,
  readerColumns,
  summaryColumns,
  type BodyRow,
  type ReaderState,
} from './article-columns';
import { matches, searchFilter } from './search-query';
import { likesOf } from '../engagement/counts';

/** A category named by id or by slug: the list's `category` parameter. */
function categoryIdOf(category: string): SQL {
  return /^\d+$/.test(category)
    ? sql`${Number(category)}::int`
    : sql`(SELECT ${categories.id} FROM ${categories} WHERE ${categories.slug} = ${category.toLowerCase()})`;
}

/** Published articles (of one category), from the kept counts: no scan of the archive. */
function publishedTotal(category: string | undefined): SQL<number> {
  const where = category
    ? sql`WHERE ${categoryCounts.categoryId} = ${categoryIdOf(category)}`
    : sql``;
  return sql`(SELECT coalesce(sum(${categoryCounts.published}), 0) FROM ${categoryCounts} ${where})`.mapWith(
    Number,
  );
}

export function createBlogsRepository(db: Executor) {
  /** For a page past the end, where no row carries the total. */
  async function keptTotal(category: string | undefined): Promise<number> {
    const [row] = await db.select({ total: publishedTotal(category) }).from(sql`(SELECT 1) AS one`);
    return row?.total ?? 0;
  }

  /** The same for a search. */
  async function countMatching(where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(blogs)
      .innerJoin(categories, eq(categories.id, blogs.categoryId))
      .where(where);
    return row?.total ?? 0;
  }

  /** A page of summaries in the given order; `totalPastTheEnd` for a page after the last. */
  async function readPage(
    query: BlogListQuery,
    {
      where,
      rank,
      total,
      snippet,
    }: { where: SQL | undefined; rank?: SQL; total: SQL<number>; snippet?: SQL<string | null> },
    totalPastTheEnd: () => Promise<number>,
  ): Promise<{ records: BlogRecord[]; total: number }> {
    const newest = [desc(blogs.createdAt), desc(blogs.id)];
    const rows = await db
      .select({ ...summaryColumns, total, snippet: snippet ?? sql<null>`NULL` })
      .from(blogs)
      .innerJoin(categories, eq(categories.id, blogs.categoryId))
      .where(where)
      .orderBy(...(rank ? [desc(rank), ...newest] : newest))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const records = rows.map(({ total: _total, snippet: passage, ...record }) =>
      snippet ? { ...record, snippet: passage === null ? null : plainSnippet(passage) } : record,
    );
    if (rows[0]) return { records, total: rows[0].total };
    if (query.page === 1) return { records, total: 0 };
    return { records, total: await totalPastTheEnd() };
  }

  /**
   * Titles and tags (never bodies, which may be premium) with a word like the typed ones,
   * most alike first: 'closre' finds Closures. Trigram word similarity through its index,
   * from the session's threshold (db/client.ts).
   */
  function withTypos(query: BlogListQuery, typed: string, published: SQL | undefined) {
    const words = sql`${typed.toLowerCase()}`;
    const titleAndTags = sql`lower(${blogs.title} || ' ' || ${blogs.tags})`;
    const where = and(published, sql`${words} <% ${titleAndTags}`);
    const rank = sql`word_similarity(${words}, ${titleAndTags})`;
    return readPage(query, { where, rank, total: matches }, () => countMatching(where));
  }

  /**
   * A body stored before this renderer version (seeded, or older) is rendered
   * and kept, leaving `updated_at` as it was; an edit made meanwhile wins.
   */
  async function withCurrentHtml<T extends BodyRow>(
    row: T,
  ): Promise<Omit<T, 'contentHtmlVersion'>> {
    const { contentHtmlVersion, ...record } = row;
    if (contentHtmlVersion === ARTICLE_HTML_VERSION) return record;
    const contentHtml = await renderArticleHtml(record.content);
    await keepRenderedBody(db, record.id, record.content, contentHtml, ARTICLE_HTML_VERSION);
    return { ...record, contentHtml };
  }

  /**
   * The article query, the reader's part of a signed-in view and the access check of every
   * like, save and comment, prepared once: building the SQL text anew cost more than
   * running it.
   */
  const articleSelect = <T extends Record<string, SQL>>(extra: T) =>
    db
      .select({ ...bodyColumns, mindmapData: mindmaps.data, changes: articleChanges, ...extra })
      .from(blogs)
      .innerJoin(categories, eq(categories.id, blogs.categoryId))
      .leftJoin(mindmaps, eq(mindmaps.blogId, blogs.id))
      .where(eq(blogs.id, sql.placeholder('id')))
      .limit(1);
  const articleQuery = articleSelect({}).prepare('blog_article');
  const accessQuery = db
    .select({ id: blogs.id, isPublished: blogs.isPublished, isPremium: blogs.isPremium })
    .from(blogs)
    .where(eq(blogs.id, sql.placeholder('id')))
    .prepare('blog_access');
  /** Several readers' states in one statement: `asked` lists (article, reader) pairs. */
  const asked = sql`unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('readerIds')}::int[]) WITH ORDINALITY AS asked(blog_id, reader_id, n)`;
  const readerStatesQuery = db
    .select({
      n: sql<number>`asked.n`.mapWith(Number),
      likesCount: likesOf(blogs.id),
      ...readerColumns(sql`asked.reader_id`, sql`asked.blog_id`),
    })
    .from(asked)
    .innerJoin(blogs, eq(blogs.id, sql`asked.blog_id`))
    .prepare('blog_reader_states');
  /**
   * Signed-in views asked for in the same turn of the event loop (the requests that arrived
   * together) are read in one statement: under load one round trip serves dozens of readers,
   * where the driver's socket writes had been a quarter of a view's time. Nothing is kept
   * between turns, so every view reads the reader's current like, save and count.
   */
  const readerStates = new DataLoader<{ id: number; readerId: number }, ReaderState | undefined>(
    async (keys) => {
      const rows = await readerStatesQuery.execute({
        ids: keys.map((key) => key.id),
        readerIds: keys.map((key) => key.readerId),
      });
      const byPosition = new Map(rows.map(({ n, ...state }) => [n, state]));
      return keys.map((_, index) => byPosition.get(index + 1));
    },
    { cache: false, maxBatchSize: 100, batchScheduleFn: (flush) => setImmediate(flush) },
  );

  return {
    /**
     * One page of published summaries (never bodies), newest first or best match first,
     * and the total: kept counts for a plain list, the matches' window count for a search.
     * Either way one query, read in index order. A search whose words match nothing as
     * typed looks again for titles and tags with a word like one of them (a typo).
     */
    async list(
      query: BlogListQuery,
      viewer: Viewer,
    ): Promise<{ records: BlogRecord[]; total: number }> {
      const published = and(
        listedArticles(),
        query.category ? eq(blogs.categoryId, categoryIdOf(query.category)) : undefined,
      );
      if (!query.search) {
        const total = publishedTotal(query.category);
        return readPage(query, { where: published, total }, () => keptTotal(query.category));
      }
      const search = searchFilter(query.search, viewer);
      const where = and(published, search.where);
      const found = await readPage(
        query,
        { where, rank: search.rank, total: matches, snippet: search.snippet },
        () => countMatching(where),
      );
      return found.total > 0 ? found : withTypos(query, query.search, published);
    },

    /** The user's saved articles, most recently saved first (summaries only). */
    async listSaved(userId: number): Promise<(BlogRecord & { savedAt: Date })[]> {
      return db
        .select({ ...summaryColumns, savedAt: blogSaves.createdAt })
        .from(blogSaves)
        .innerJoin(blogs, eq(blogs.id, blogSaves.blogId))
        .innerJoin(categories, eq(categories.id, blogs.categoryId))
        .where(and(eq(blogSaves.userId, userId), listedArticles()))
        .orderBy(desc(blogSaves.createdAt));
    },

    /** The home page's counts: published articles, premium ones among them (kept), accounts. */
    async siteStats(): Promise<{ totalBlogs: number; premiumBlogs: number; totalUsers: number }> {
      const [row] = await db
        .select({
          totalBlogs: sql<number>`coalesce(sum(${categoryCounts.published}), 0)::int`,
          premiumBlogs: sql<number>`coalesce(sum(${categoryCounts.publishedPremium}), 0)::int`,
          totalUsers: sql<number>`(SELECT count(*) FROM ${users})::int`,
        })
        .from(categoryCounts);
      return row ?? { totalBlogs: 0, premiumBlogs: 0, totalUsers: 0 };
    },

    /** Whether the article exists, is published and is premium: the access checks' input. */
    async findAccess(id: number) {
      const [row] = await accessQuery.execute({ id });
      return row;
    },

    /** Which of these articles are listed and open for this viewer; unknown ids are left out. */
    async readableAmong(ids: number[], viewer: Viewer): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: blogs.id })
        .from(blogs)
        .where(and(inArray(blogs.id, ids), listedArticles(), unlockedFor(viewer)));
      return rows.map((row) => row.id);
    },

    /** The whole article with its rendered body and its mind map's data, or undefined. */
    async findById(id: number): Promise<BlogRecord | undefined> {
      const [row] = await articleQuery.execute({ id });
      return row && withCurrentHtml(row);
    },

    /**
     * The reader's like, save and earlier opening of the article, with its like count as it is
     * now: what a signed-in view adds to the article kept for every reader of its kind.
     */
    async readerState(id: number, readerId: number): Promise<ReaderState | undefined> {
      return readerStates.load({ id, readerId });
    },

    /**
     * The newest published articles with their bodies, for feeds; of one category or one
     * learning path if given.
     */
    async latestPublished(
      limit: number,
      { categoryId, pathId }: { categoryId?: number; pathId?: number } = {},
    ): Promise<BlogRecord[]> {
      const inPath = sql`EXISTS (SELECT 1 FROM ${learningPathSteps} WHERE ${learningPathSteps.pathId} = ${pathId} AND ${learningPathSteps.blogId} = ${blogs.id})`;
      const rows = await db
        .select(bodyColumns)
        .from(blogs)
        .innerJoin(categories, eq(categories.id, blogs.categoryId))
        .where(
          and(
            listedArticles(),
            categoryId === undefined ? undefined : eq(blogs.categoryId, categoryId),
            pathId === undefined ? undefined : inPath,
          ),
        )
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(limit);
      return Promise.all(rows.map(withCurrentHtml));
    },

    /** Every published article's id and last change, newest first: the sitemap's entries. */
    publishedIndex(): Promise<{ id: number; updatedAt: Date }[]> {
      return db
        .select({ id: blogs.id, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(listedArticles())
        .orderBy(desc(blogs.createdAt), desc(blogs.id));
    },
  };
}
