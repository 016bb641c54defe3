import { and, eq, lte, or, sql } from 'drizzle-orm';
import { withoutQuizBlock } from '@codegrow/shared/content/quiz-block';
import { REVISION_MESSAGES, SCHEDULE_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { excerptFromMarkdown, type BlogWrite } from '@codegrow/shared/schemas/blog-write';
import type { Database, Executor } from '../../db/client';
import { blogs, categories } from '../../db/schema/index';
import { conflict, invalidInput, notFound } from '../errors/app-error';
import { createRevisionsRepository, restoredSummary, textColumns } from './revisions-repository';

export const CATEGORY_NOT_FOUND = 'Please select a category';

/**
 * When the article goes live and when it becomes free. A scheduled article waits unpublished
 * until its time; the times must be ahead, and only a premium article becomes free.
 */
function scheduleOf(fields: BlogWrite, now: Date) {
  const publishAt = fields.publishAt ? new Date(fields.publishAt) : null;
  const freeAt = fields.freeAt ? new Date(fields.freeAt) : null;
  if (publishAt && publishAt <= now)
    throw invalidInput(SCHEDULE_MESSAGES.publishAtInPast, 'publishAt');
  if (freeAt && !fields.isPremium)
    throw invalidInput(SCHEDULE_MESSAGES.freeAtNeedsPremium, 'freeAt');
  if (freeAt && freeAt <= now) throw invalidInput(SCHEDULE_MESSAGES.freeAtInPast, 'freeAt');
  if (freeAt && publishAt && freeAt <= publishAt) {
    throw invalidInput(SCHEDULE_MESSAGES.freeAtBeforePublish, 'freeAt');
  }
  return { publishAt, freeAt, isPublished: publishAt ? false : fields.isPublished };
}

/** Whether the stored version is not the one the editor loaded (as the API gave it, to the ms). */
const savedSince = (stored: Date, loaded: string | undefined) =>
  loaded !== undefined && stored.getTime() !== new Date(loaded).getTime();

export interface Author {
  id: number;
  name: string;
}

/** The signed-in admin as an article's (or a revision's) author: their name, or e-mail. */
export const authorOf = (user: { id: number; name: string | null; email: string }): Author => ({
  id: user.id,
  name: user.name ?? user.email,
});

/** Article writes for admins. Reads stay in blogs-repository. */
/**
 * Makes an earlier version the current one, as a new revision: the current version stays in the
 * history, so the restore can be undone. With `currentRevisionId`, refused when the history has
 * moved on since it was read (someone saved meanwhile). Run in a transaction: the article's row
 * is locked first, so two restores take turns.
 */
export async function restoreRevision(
  tx: Executor,
  blogId: number,
  revisionId: number,
  currentRevisionId: number | undefined,
  author: Author,
) {
  const revisions = createRevisionsRepository(tx);
  const [article] = await tx
    .select({ id: blogs.id })
    .from(blogs)
    .where(eq(blogs.id, blogId))
    .for('update');
  if (!article) throw notFound(REVISION_MESSAGES.notFound);
  const revision = await revisions.find(blogId, revisionId);
  if (!revision) throw notFound(REVISION_MESSAGES.notFound);
  const latest = await revisions.latestId(blogId);
  if (currentRevisionId !== undefined && latest !== currentRevisionId)
    throw conflict(REVISION_MESSAGES.stale, 'currentRevisionId');
  if (revisionId === latest) throw invalidInput(REVISION_MESSAGES.alreadyCurrent, 'revisionId');
  await tx
    .update(blogs)
    .set(await textColumns(revision))
    .where(eq(blogs.id, blogId));
  await revisions.insert(blogId, revision, restoredSummary(revision.createdAt), author);
}

/**
 * Keeps a body rendered anew by this renderer version, leaving `updated_at` as it was; an edit
 * made meanwhile (another `content`) wins.
 */
export async function keepRenderedBody(
  db: Executor,
  id: number,
  content: string,
  contentHtml: string,
  version: number,
): Promise<void> {
  await db
    .update(blogs)
    .set({ contentHtml, contentHtmlVersion: version, updatedAt: sql`${blogs.updatedAt}` })
    .where(and(eq(blogs.id, id), eq(blogs.content, content)));
}

export function createBlogWritesRepository(db: Database) {
  async function categoryId(category: string): Promise<number> {
    const byId = /^\d+$/.test(category) ? eq(categories.id, Number(category)) : undefined;
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        or(
          byId,
          eq(categories.slug, category.toLowerCase()),
          sql`lower(${categories.name}) = lower(${category})`,
        ),
      )
      .limit(1);
    if (!row) throw invalidInput(CATEGORY_NOT_FOUND, 'category');
    return row.id;
  }

  const columnsFrom = async (fields: BlogWrite) => ({
    ...scheduleOf(fields, new Date()),
    ...(await textColumns(fields)),
    categoryId: await categoryId(fields.category),
    // What readers get of the body: a ```quiz block's answers are neither quoted nor searched.
    excerpt: fields.excerpt || excerptFromMarkdown(withoutQuizBlock(fields.content)),
    isPremium: fields.isPremium,
    reviewedOn: fields.reviewedOn,
    testedWith: fields.testedWith || null,
    ...(fields.language && { language: fields.language }),
  });

  return {
    /** The article and its first revision, together. */
    async create(fields: BlogWrite, author: Author, imageUrl: string | null): Promise<number> {
      const values = await columnsFrom(fields);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogs)
          .values({
            ...values,
            imageUrl,
            authorId: author.id,
            authorName: author.name,
            publishDate: values.isPublished ? new Date() : null,
          })
          .returning({ id: blogs.id });
        if (!row) throw new Error('insert returned no row');
        await createRevisionsRepository(tx).insert(
          row.id,
          fields,
          REVISION_MESSAGES.firstVersion,
          author,
        );
        return row.id;
      });
    },

    /**
     * The article changed and, if its text did, a revision kept, together; the row locked
     * first, so the revision follows the version it replaced, and a save made from an older
     * version than the one stored (`loadedUpdatedAt`) is refused. Returns the image URL the
     * article had, so a replaced image can be removed. `imageUrl`: a new image, null to
     * remove the stored one, undefined to keep it.
     */
    async update(
      id: number,
      fields: BlogWrite,
      imageUrl: string | null | undefined,
      author: Author,
    ) {
      const values = await columnsFrom(fields);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            imageUrl: blogs.imageUrl,
            publishDate: blogs.publishDate,
            title: blogs.title,
            content: blogs.content,
            tags: blogs.tags,
            authorName: blogs.authorName,
            updatedAt: blogs.updatedAt,
          })
          .from(blogs)
          .where(eq(blogs.id, id))
          .for('update');
        if (!before) return null;
        if (savedSince(before.updatedAt, fields.loadedUpdatedAt)) {
          throw conflict(REVISION_MESSAGES.savedMeanwhile, 'loadedUpdatedAt');
        }
        await tx
          .update(blogs)
          .set({
            ...values,
            ...(imageUrl !== undefined && { imageUrl }),
            publishDate: before.publishDate ?? (values.isPublished ? new Date() : null),
          })
          .where(eq(blogs.id, id));
        await createRevisionsRepository(tx).record(
          id,
          before,
          fields,
          fields.changeSummary,
          author,
        );
        return { previousImageUrl: before.imageUrl };
      });
    },

    /**
     * Publishes the scheduled articles whose time has come and frees the premium ones whose
     * time has come, each in one statement: the rows' locks let two servers running the
     * schedule at once change each article once (the second finds nothing left to do). Their
     * ids and categories, to announce.
     */
    async runSchedule(now: Date): Promise<{ id: number; categoryId: number }[]> {
      const changed = { id: blogs.id, categoryId: blogs.categoryId };
      const published = await db
        .update(blogs)
        .set({ isPublished: true, publishDate: blogs.publishAt, publishAt: null })
        .where(lte(blogs.publishAt, now))
        .returning(changed);
      const freed = await db
        .update(blogs)
        .set({ isPremium: false, freeAt: null })
        .where(lte(blogs.freeAt, now))
        .returning(changed);
      return [...published, ...freed];
    },

    /** Likes, saves, reads and comments go with it (cascade); a mind map is unlinked. */
    async remove(id: number): Promise<{ imageUrl: string | null } | null> {
      const [row] = await db
        .delete(blogs)
        .where(eq(blogs.id, id))
        .returning({ imageUrl: blogs.imageUrl });
      return row ?? null;
    },
  };
}
