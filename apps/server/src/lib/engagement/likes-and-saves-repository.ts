import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { blogLikes, blogSaves, blogs } from '../../db/schema/index';
import {
  perAccessKind,
  visibleArticles,
  type AccessKind,
  type Viewer,
} from '../access/article-access';
import { likesOf } from './counts';

/**
 * The like toggle as one statement, built and prepared once per kind of reader (building it
 * cost more than running it): find the article if this reader may see it, remove the
 * reader's like or add one, and count the article's likes. Nothing of the article's row is
 * written, so likes of one article by different readers commit side by side.
 */
function prepareLikeToggle(db: Database, liker: Viewer, kind: AccessKind) {
  const userId = sql.placeholder('userId');
  const blogId = sql.placeholder('blogId');
  const target = db.$with('target').as(
    db
      .select({ id: blogs.id })
      .from(blogs)
      .where(and(eq(blogs.id, blogId), visibleArticles(liker)))
      // The lock the like's foreign key takes, taken first: an article deleted meanwhile is
      // then not found rather than refused by the key. Shared, so likers do not wait.
      .for('key share'),
  );
  const targetIds = db.select({ id: target.id }).from(target);
  const removed = db.$with('removed').as(
    db
      .delete(blogLikes)
      .where(and(eq(blogLikes.userId, userId), inArray(blogLikes.blogId, targetIds)))
      .returning({ blogId: blogLikes.blogId }),
  );
  const added = db.$with('added').as(
    db
      .insert(blogLikes)
      .select(
        db
          .select({
            userId: sql<number>`${userId}::int`.as('user_id'),
            blogId: target.id,
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(target)
          .where(sql`NOT EXISTS (SELECT 1 FROM ${removed})`),
      )
      .onConflictDoNothing()
      .returning({ blogId: blogLikes.blogId }),
  );
  const addedCount = sql`(SELECT count(*) FROM ${added})`;
  const removedCount = sql`(SELECT count(*) FROM ${removed})`;
  return db
    .with(target, removed, added)
    .select({
      flipped: sql<boolean>`EXISTS (SELECT 1 FROM ${added}) OR EXISTS (SELECT 1 FROM ${removed})`,
      liked: sql<boolean>`EXISTS (SELECT 1 FROM ${added})`,
      // A statement's reads see the table as it was before the statement's own writes.
      likesCount: sql<number>`${likesOf(target.id)} + ${addedCount} - ${removedCount}`.mapWith(
        Number,
      ),
    })
    .from(target)
    .prepare(`like_toggle_${kind}`);
}

/** More toggles of one reader's on one article at once than any person's clicks make. */
const MAX_TOGGLE_ATTEMPTS = 20;

export function createLikesAndSavesRepository(db: Database) {
  const likeToggle = perAccessKind((liker, kind) => prepareLikeToggle(db, liker, kind));

  return {
    /**
     * Likes or unlikes for this user; undefined when the article is not there for them
     * (unknown, or a draft they may not see). One statement (see prepareLikeToggle); a
     * second only when the same reader's toggles cross.
     */
    async toggleLike(
      userId: number,
      blogId: number,
      liker: Viewer,
    ): Promise<{ liked: boolean; likesCount: number } | undefined> {
      const toggle = likeToggle(liker);
      // A toggle whose insert waited for the same reader's other toggle to commit its like
      // ran on a view from before that commit: it finds the like already there and changes
      // nothing. Run anew, it sees the change. Each such miss is another toggle of the
      // reader's that did flip, so the attempts are bounded by how many they sent at once.
      for (let attempt = 1; ; attempt += 1) {
        const [row] = await toggle.execute({ userId, blogId });
        if (!row) return undefined;
        if (row.flipped || attempt === MAX_TOGGLE_ATTEMPTS) {
          return { liked: row.liked, likesCount: row.likesCount };
        }
      }
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

    async likesByUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(blogLikes)
        .where(eq(blogLikes.userId, userId));
      return row?.n ?? 0;
    },
  };
}
