import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEARNING_TEXT, PATH_FORM_MESSAGES } from '@codegrow/shared/constants/learning';
import { LIMITS } from '@codegrow/shared/constants/limits';
import { DEFAULT_LANGUAGE, type Language } from '@codegrow/shared/i18n/languages';
import type { PathPlace, PathSummary, PathWrite } from '@codegrow/shared/schemas/learning';
import type { Database } from '../../db/client';
import { blogs, categories, learningPathSteps, learningPaths } from '../../db/schema/index';
import { listedArticles, visibleArticles, type Viewer } from '../access/article-access';
import type { BlogRecord } from '../blogs/blog-serializer';
import { summaryColumns } from '../blogs/article-columns';
import { invalidInput, conflict, notFound } from '../errors/app-error';
import { readKeys } from '../http-cache/answer-reads';
import { SURROGATE_KEYS } from '../http-cache/surrogate-keys';

/** A path's row with the figures of its published steps. */
export interface PathRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  level: PathSummary['level'];
  coverBlogId: number | null;
  coverUrl: string | null;
  steps: number;
  premiumSteps: number;
  readingTime: number;
  updatedAt: Date;
}

export const toPathSummaryJson = (row: PathRow): PathSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  level: row.level,
  cover_url: row.coverUrl,
  cover_blog_id: row.coverBlogId,
  steps: row.steps,
  premium_steps: row.premiumSteps,
  reading_time: row.readingTime,
  updated_at: row.updatedAt.toISOString(),
});

const stepBlog = and(eq(blogs.id, learningPathSteps.blogId), listedArticles());

/** A neighbouring step as an article's path line links it; none at a path's ends. */
const stepLink = (id: number | null, title: string | null, language: Language | null) =>
  id ? { id, title: title ?? '', language: language ?? DEFAULT_LANGUAGE } : null;

const coverStep = alias(learningPathSteps, 's');
const coverBlog = alias(blogs, 'b');
/** The cover: the chosen article's image, else the first published step that has one. */
const coverUrl = sql<string | null>`coalesce(
  (SELECT ${blogs.imageUrl} FROM ${blogs} WHERE ${blogs.id} = ${learningPaths.coverBlogId}),
  (SELECT ${coverBlog.imageUrl} FROM ${learningPathSteps} AS ${sql.identifier('s')}
    JOIN ${blogs} AS ${sql.identifier('b')} ON ${eq(coverBlog.id, coverStep.blogId)}
    WHERE ${and(eq(coverStep.pathId, learningPaths.id), listedArticles(coverBlog), isNotNull(coverBlog.imageUrl))}
    ORDER BY ${coverStep.position} LIMIT 1))`;

const pathColumns = {
  id: learningPaths.id,
  slug: learningPaths.slug,
  title: learningPaths.title,
  description: learningPaths.description,
  level: sql<PathSummary['level']>`${learningPaths.level}`,
  coverBlogId: learningPaths.coverBlogId,
  coverUrl,
  steps: sql<number>`count(${blogs.id})::int`,
  premiumSteps: sql<number>`(count(${blogs.id}) FILTER (WHERE ${blogs.isPremium}))::int`,
  // Each step's own rounded minutes, so the path's total is the sum of what its steps show.
  readingTime: sql<number>`coalesce(sum(ceil(${blogs.wordCount}::numeric / ${LIMITS.wordsPerMinute})), 0)::int`,
  updatedAt: learningPaths.updatedAt,
};

/**
 * Where an article stands in each path holding it, as one statement built and prepared once
 * (building it cost more than running it): its step, the steps, the published neighbours.
 */
function preparePlaces(db: Database) {
  const blogId = sql.placeholder('blogId');
  const window = sql`PARTITION BY ${learningPathSteps.pathId} ORDER BY ${learningPathSteps.position}`;
  const ordered = db.$with('ordered').as(
    db
      .select({
        pathId: sql<number>`${learningPathSteps.pathId}`.as('path_id'),
        blogId: sql<number>`${learningPathSteps.blogId}`.as('blog_id'),
        step: sql<number>`row_number() OVER (${window})::int`.as('step'),
        steps: sql<number>`count(*) OVER (PARTITION BY ${learningPathSteps.pathId})::int`.as(
          'steps',
        ),
        previousId: sql<number | null>`lag(${blogs.id}) OVER (${window})`.as('previous_id'),
        previousTitle: sql<string | null>`lag(${blogs.title}) OVER (${window})`.as(
          'previous_title',
        ),
        previousLanguage: sql<Language | null>`lag(${blogs.language}) OVER (${window})`.as(
          'previous_language',
        ),
        nextId: sql<number | null>`lead(${blogs.id}) OVER (${window})`.as('next_id'),
        nextTitle: sql<string | null>`lead(${blogs.title}) OVER (${window})`.as('next_title'),
        nextLanguage: sql<Language | null>`lead(${blogs.language}) OVER (${window})`.as(
          'next_language',
        ),
      })
      .from(learningPathSteps)
      .innerJoin(blogs, stepBlog)
      .where(
        inArray(
          learningPathSteps.pathId,
          db
            .select({ id: learningPathSteps.pathId })
            .from(learningPathSteps)
            .where(eq(learningPathSteps.blogId, blogId)),
        ),
      ),
  );
  return db
    .with(ordered)
    .select({
      slug: learningPaths.slug,
      title: learningPaths.title,
      step: ordered.step,
      steps: ordered.steps,
      previousId: ordered.previousId,
      previousTitle: ordered.previousTitle,
      previousLanguage: ordered.previousLanguage,
      nextId: ordered.nextId,
      nextTitle: ordered.nextTitle,
      nextLanguage: ordered.nextLanguage,
    })
    .from(ordered)
    .innerJoin(learningPaths, eq(learningPaths.id, ordered.pathId))
    .where(eq(ordered.blogId, blogId))
    .orderBy(asc(learningPaths.createdAt), asc(learningPaths.id))
    .prepare('path_places_of_article');
}

export function createPathsRepository(db: Database) {
  // What any read of the paths shows (their steps, their figures) changes with any of their
  // writes: an answer made from one is purged by `paths`.
  const summaries = () => {
    readKeys(SURROGATE_KEYS.paths);
    return db
      .select(pathColumns)
      .from(learningPaths)
      .leftJoin(learningPathSteps, eq(learningPathSteps.pathId, learningPaths.id))
      .leftJoin(blogs, stepBlog)
      .groupBy(learningPaths.id);
  };

  async function assertSteps(input: PathWrite): Promise<void> {
    const [found] = await db
      .select({ n: count() })
      .from(blogs)
      .where(inArray(blogs.id, input.blogIds));
    if ((found?.n ?? 0) !== input.blogIds.length)
      throw invalidInput(PATH_FORM_MESSAGES.unknownArticle, 'blogIds');
    if (input.coverBlogId !== null && !input.blogIds.includes(input.coverBlogId))
      throw invalidInput(PATH_FORM_MESSAGES.coverNotAStep, 'coverBlogId');
  }

  const placesQuery = preparePlaces(db);

  return {
    /** Every path, oldest first (the order an admin made them in); the empty ones for admins only. */
    list({ withEmpty }: { withEmpty: boolean }): Promise<PathRow[]> {
      const query = summaries().orderBy(asc(learningPaths.createdAt), asc(learningPaths.id));
      return withEmpty ? query : query.having(sql`count(${blogs.id}) > 0`);
    },

    async findBySlug(slug: string): Promise<PathRow | undefined> {
      const [row] = await summaries().where(eq(learningPaths.slug, slug));
      return row;
    },

    /** The path's articles in order, as lists show them; drafts for those who see them. */
    steps(pathId: number, viewer: Viewer): Promise<BlogRecord[]> {
      readKeys(SURROGATE_KEYS.paths);
      return db
        .select(summaryColumns)
        .from(learningPathSteps)
        .innerJoin(blogs, eq(blogs.id, learningPathSteps.blogId))
        .innerJoin(categories, eq(categories.id, blogs.categoryId))
        .where(and(eq(learningPathSteps.pathId, pathId), visibleArticles(viewer)))
        .orderBy(asc(learningPathSteps.position));
    },

    /** Where a published article stands in each path holding it, counting published steps. */
    async placesOf(blogId: number): Promise<PathPlace[]> {
      readKeys(SURROGATE_KEYS.paths);
      const rows = await placesQuery.execute({ blogId });
      return rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        step: row.step,
        steps: row.steps,
        previous: stepLink(row.previousId, row.previousTitle, row.previousLanguage),
        next: stepLink(row.nextId, row.nextTitle, row.nextLanguage),
      }));
    },

    /** Creates or replaces a path and its steps, in the order given. Returns its slug. */
    async save(input: PathWrite, slug: string, id?: number): Promise<string> {
      await assertSteps(input);
      return db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: learningPaths.id })
          .from(learningPaths)
          .where(and(eq(learningPaths.slug, slug), id ? ne(learningPaths.id, id) : undefined));
        if (clash) throw conflict(PATH_FORM_MESSAGES.slugTaken, 'slug');
        const values = {
          slug,
          title: input.title,
          description: input.description,
          level: input.level,
          coverBlogId: input.coverBlogId,
        };
        const [row] = id
          ? await tx
              .update(learningPaths)
              .set(values)
              .where(eq(learningPaths.id, id))
              .returning({ id: learningPaths.id })
          : await tx.insert(learningPaths).values(values).returning({ id: learningPaths.id });
        if (!row) throw notFound(LEARNING_TEXT.pathNotFound);
        await tx.delete(learningPathSteps).where(eq(learningPathSteps.pathId, row.id));
        await tx
          .insert(learningPathSteps)
          .values(
            input.blogIds.map((blogId, index) => ({ pathId: row.id, blogId, position: index + 1 })),
          );
        return slug;
      });
    },

    /** Removes the path; its articles and the readers' progress in them stay. */
    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(learningPaths)
        .where(eq(learningPaths.id, id))
        .returning({ id: learningPaths.id });
      if (deleted.length === 0) throw notFound(LEARNING_TEXT.pathNotFound);
    },
  };
}
