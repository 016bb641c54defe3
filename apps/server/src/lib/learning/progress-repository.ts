import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Progress, ProgressWrite } from '@codegrow/shared/schemas/learning';
import type { Database, Executor } from '../../db/client';
import { blogReads, blogs, learningPathSteps } from '../../db/schema/index';
import { listedArticles } from '../access/article-access';

const progressColumns = {
  blog_id: blogReads.blogId,
  position: blogReads.position,
  read: sql<boolean>`${blogReads.readAt} IS NOT NULL`,
  checked: sql<boolean>`${blogReads.checkedAt} IS NOT NULL`,
  // Read wins: an article read since it was skipped is read.
  skipped: sql<boolean>`${blogReads.skippedAt} IS NOT NULL AND ${blogReads.readAt} IS NULL`,
};

/** A published step of a path, in order, with the reader's progress in it (if any). */
export interface StepProgress {
  pathId: number;
  blogId: number;
  title: string;
  /** Listed steps are published; premium decides whether this reader may open it. */
  isPremium: boolean;
  isPublished: boolean;
  position: number;
  read: boolean;
  skipped: boolean;
}

/**
 * A signed-in reader's progress through articles, one row per reader and article
 * (`blog_reads`): the row appears when they first open the article.
 */
/**
 * Whether the article's checks count as passed in the reader's progress (beside 'read'): every
 * question it asks answered right, as the server judged the latest answers (checks-repository).
 * A wrong answer since takes it back.
 */
export async function markChecksPassed(
  db: Executor,
  userId: number,
  blogId: number,
  passed: boolean,
): Promise<void> {
  if (!passed) {
    await db
      .update(blogReads)
      .set({ checkedAt: null })
      .where(and(eq(blogReads.userId, userId), eq(blogReads.blogId, blogId)));
    return;
  }
  await db
    .insert(blogReads)
    .values({ userId, blogId, checkedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [blogReads.userId, blogReads.blogId],
      set: { checkedAt: sql`now()` },
    });
}

export function createProgressRepository(db: Database) {
  return {
    /** The reader opened the article: only the first open writes. */
    async recordOpen(userId: number, blogId: number): Promise<void> {
      await db.insert(blogReads).values({ userId, blogId }).onConflictDoNothing();
    },

    /**
     * Where the reader is in the article, whether they have read it, and whether they skip it
     * in its paths: read once is read until they unmark it by hand, and the first time it was
     * read is kept; reading a skipped article ends its skip.
     */
    async record(userId: number, blogId: number, write: ProgressWrite): Promise<Progress> {
      const readAt =
        write.read === undefined
          ? blogReads.readAt
          : write.read
            ? sql`coalesce(${blogReads.readAt}, now())`
            : sql`NULL`;
      const skippedAt = write.read
        ? sql`NULL`
        : write.skipped === undefined
          ? blogReads.skippedAt
          : write.skipped
            ? sql`coalesce(${blogReads.skippedAt}, now())`
            : sql`NULL`;
      const [row] = await db
        .insert(blogReads)
        .values({
          userId,
          blogId,
          position: write.position ?? 0,
          readAt: write.read ? sql`now()` : null,
          skippedAt: write.skipped && !write.read ? sql`now()` : null,
        })
        .onConflictDoUpdate({
          target: [blogReads.userId, blogReads.blogId],
          set: {
            position: write.position ?? blogReads.position,
            readAt,
            skippedAt,
            lastReadAt: sql`now()`,
          },
        })
        .returning(progressColumns);
      if (!row) throw new Error('an upsert returns its row');
      return row;
    },

    /**
     * What a visitor read in this browser, added to the account: read (or skipped) anywhere is
     * read (or skipped), and of two positions the further one is kept. The caller passes only articles the reader may read.
     */
    async merge(userId: number, entries: Progress[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(blogReads)
        .values(
          entries.map((entry) => ({
            userId,
            blogId: entry.blog_id,
            position: entry.position,
            readAt: entry.read ? sql`now()` : null,
            skippedAt: entry.skipped ? sql`now()` : null,
          })),
        )
        .onConflictDoUpdate({
          target: [blogReads.userId, blogReads.blogId],
          set: {
            position: sql`greatest(${blogReads.position}, excluded.position)`,
            readAt: sql`coalesce(${blogReads.readAt}, excluded.read_at)`,
            // Read in either record ends a skip, as reading does (record above).
            skippedAt: sql`CASE WHEN coalesce(${blogReads.readAt}, excluded.read_at) IS NULL
              THEN coalesce(${blogReads.skippedAt}, excluded.skipped_at) END`,
            lastReadAt: sql`now()`,
          },
        });
    },

    /** The reader starts these articles again: not read, not skipped, from the top. */
    async restart(userId: number, blogIds: number[]): Promise<void> {
      if (blogIds.length === 0) return;
      await db
        .update(blogReads)
        .set({ readAt: null, skippedAt: null, position: 0 })
        .where(and(eq(blogReads.userId, userId), inArray(blogReads.blogId, blogIds)));
    },

    /** The reader's progress in these articles (those they have opened). */
    of(userId: number, blogIds: number[]): Promise<Progress[]> {
      if (blogIds.length === 0) return Promise.resolve([]);
      return db
        .select(progressColumns)
        .from(blogReads)
        .where(and(eq(blogReads.userId, userId), inArray(blogReads.blogId, blogIds)));
    },

    /** The dashboard's 'Blogs Read': articles read to the end or marked read. */
    async readCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(blogReads)
        .where(and(eq(blogReads.userId, userId), isNotNull(blogReads.readAt)));
      return row?.n ?? 0;
    },

    /**
     * Every published step, in order, of the paths in which the reader has opened an
     * article, with their progress in each: the 'Learning' tab's material.
     */
    startedPathSteps(userId: number): Promise<StepProgress[]> {
      const started = db
        .selectDistinct({ id: learningPathSteps.pathId })
        .from(learningPathSteps)
        .innerJoin(
          blogReads,
          and(eq(blogReads.blogId, learningPathSteps.blogId), eq(blogReads.userId, userId)),
        );
      return db
        .select({
          pathId: learningPathSteps.pathId,
          blogId: blogs.id,
          title: blogs.title,
          isPremium: blogs.isPremium,
          isPublished: blogs.isPublished,
          position: sql<number>`coalesce(${blogReads.position}, 0)`,
          read: sql<boolean>`${blogReads.readAt} IS NOT NULL`,
          skipped: progressColumns.skipped,
        })
        .from(learningPathSteps)
        .innerJoin(blogs, and(eq(blogs.id, learningPathSteps.blogId), listedArticles()))
        .leftJoin(blogReads, and(eq(blogReads.blogId, blogs.id), eq(blogReads.userId, userId)))
        .where(inArray(learningPathSteps.pathId, started))
        .orderBy(asc(learningPathSteps.pathId), asc(learningPathSteps.position));
    },
  };
}
