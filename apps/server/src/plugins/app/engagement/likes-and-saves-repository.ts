import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { blogLikes, blogReads, blogSaves, blogs } from '../../../db/schema/index';

export function createLikesAndSavesRepository(db: Database) {
  return {
    /**
     * Likes or unlikes for this user. The article row is locked first, so toggles on one
     * article run one at a time and `likes_count` always equals the number of likes.
     */
    async toggleLike(
      userId: number,
      blogId: number,
    ): Promise<{ liked: boolean; likesCount: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM ${blogs} WHERE ${blogs.id} = ${blogId} FOR UPDATE`);
        const removed = await tx
          .delete(blogLikes)
          .where(and(eq(blogLikes.userId, userId), eq(blogLikes.blogId, blogId)))
          .returning({ blogId: blogLikes.blogId });
        const liked = removed.length === 0;
        if (liked) await tx.insert(blogLikes).values({ userId, blogId });
        const [row] = await tx
          .update(blogs)
          .set({
            likesCount: sql`${blogs.likesCount} + ${liked ? 1 : -1}`,
            updatedAt: sql`${blogs.updatedAt}`,
          })
          .where(eq(blogs.id, blogId))
          .returning({ likesCount: blogs.likesCount });
        return { liked, likesCount: row?.likesCount ?? 0 };
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
