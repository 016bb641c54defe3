import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { blogLikes, blogReads, blogSaves, blogs } from '../../../db/schema/index';

export function createLikesAndSavesRepository(db: Database) {
  return {
    /**
     * Likes or unlikes for this user; undefined when the article is not there for them
     * (unknown, or a draft and `seesDrafts` is false). The article row is locked first, so
     * toggles on one article run one at a time and `likes_count` always equals the number
     * of likes; the toggle itself is one statement, so the whole is four round trips.
     */
    async toggleLike(
      userId: number,
      blogId: number,
      seesDrafts: boolean,
    ): Promise<{ liked: boolean; likesCount: number } | undefined> {
      return db.transaction(async (tx) => {
        const [visible] = await tx
          .select({ id: blogs.id })
          .from(blogs)
          .where(and(eq(blogs.id, blogId), seesDrafts ? undefined : eq(blogs.isPublished, true)))
          .for('update');
        if (!visible) return undefined;
        // After the lock, a fresh statement sees every earlier toggle of this article.
        const removed = tx.$with('removed').as(
          tx
            .delete(blogLikes)
            .where(and(eq(blogLikes.userId, userId), eq(blogLikes.blogId, blogId)))
            .returning({ blogId: blogLikes.blogId }),
        );
        const added = tx.$with('added').as(
          tx
            .insert(blogLikes)
            .select(
              tx
                .select({
                  userId: sql<number>`${userId}::int`.as('user_id'),
                  blogId: blogs.id,
                  createdAt: sql<Date>`now()`.as('created_at'),
                })
                .from(blogs)
                .where(and(eq(blogs.id, blogId), sql`NOT EXISTS (SELECT 1 FROM ${removed})`)),
            )
            .returning({ blogId: blogLikes.blogId }),
        );
        const [row] = await tx
          .with(removed, added)
          .update(blogs)
          .set({
            likesCount: sql`${blogs.likesCount} + (SELECT count(*) FROM ${added}) - (SELECT count(*) FROM ${removed})`,
            updatedAt: sql`${blogs.updatedAt}`,
          })
          .where(eq(blogs.id, blogId))
          .returning({
            liked: sql<boolean>`(SELECT count(*) FROM ${added}) > 0`,
            likesCount: blogs.likesCount,
          });
        return row;
      });
    },

    /** Saves or unsaves; the primary key makes a duplicate save impossible. */
    async toggleSave(userId: number, blogId: number): Promise<{ saved: boolean }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(blogSaves)
          .where(and(eq(blogSaves.userId, userId), eq(blogSaves.blogId, blogId)))
          .returning({ blogId: blogSaves.blogId });
        if (removed.length > 0) return { saved: false };
        await tx.insert(blogSaves).values({ userId, blogId }).onConflictDoNothing();
        return { saved: true };
      });
    },

    async flagsFor(userId: number, blogId: number, executor: Executor = db) {
      const [row] = await executor
        .select({
          isLiked: sql<boolean>`EXISTS (SELECT 1 FROM ${blogLikes} WHERE ${blogLikes.userId} = ${userId} AND ${blogLikes.blogId} = ${blogId})`,
          isSaved: sql<boolean>`EXISTS (SELECT 1 FROM ${blogSaves} WHERE ${blogSaves.userId} = ${userId} AND ${blogSaves.blogId} = ${blogId})`,
        })
        .from(sql`(SELECT 1) AS one`);
      return { isLiked: row?.isLiked ?? false, isSaved: row?.isSaved ?? false };
    },

    /**
     * A signed-in reader opened this article: the dashboard's 'Blogs Read'. Only the first
     * view writes; a repeat finds the row and changes nothing, so it costs no commit.
     */
    async recordRead(userId: number, blogId: number): Promise<void> {
      await db.insert(blogReads).values({ userId, blogId }).onConflictDoNothing();
    },

    async readsByUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(blogReads)
        .where(eq(blogReads.userId, userId));
      return row?.n ?? 0;
    },

    async likesByUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(blogLikes)
        .where(eq(blogLikes.userId, userId));
      return row?.n ?? 0;
    },
  };
}
