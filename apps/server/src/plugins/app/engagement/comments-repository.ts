import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { LIMITS } from '@codegrow/shared/constants/limits';
import type { Comment, CommentsPage } from '@codegrow/shared/schemas/engagement';
import type { Database } from '../../../db/client';
import { comments, users } from '../../../db/schema/index';
import { lockUserFor } from '../../../db/user-locks';

/** Shown for comments whose author deleted their account (docs/decisions/0002). */
export const DELETED_USER_NAME = 'Deleted user';

const commentColumns = {
  id: comments.id,
  user_name: sql<string>`coalesce(${users.name}, ${DELETED_USER_NAME})`,
  user_photo: users.photoUrl,
  content: comments.content,
  createdAt: comments.createdAt,
};

type CommentRow = Omit<Comment, 'created_at'> & { createdAt: Date };

const toJson = ({ createdAt, ...rest }: CommentRow): Comment => ({
  ...rest,
  created_at: createdAt.toISOString(),
});

export interface CommentAuthor {
  id: number;
  name: string | null;
  photoUrl: string | null;
}

/** At most `count` comments per user in any `windowSeconds`. */
export interface CommentLimit {
  count: number;
  windowSeconds: number;
}

export function createCommentsRepository(db: Database) {
  /** For a page past the end, where no row carries the total. */
  async function countFor(blogId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(comments).where(eq(comments.blogId, blogId));
    return row?.n ?? 0;
  }

  return {
    /**
     * One page of the discussion, newest first, with the author's current name: the
     * comments after `before` (a comment of this article), read in the index's order.
     */
    async pageForBlog(blogId: number, before: number | undefined): Promise<CommentsPage> {
      const total = sql<number>`(SELECT count(*) FROM ${comments} WHERE ${comments.blogId} = ${blogId})::int`;
      const after =
        before === undefined
          ? undefined
          : sql`(${comments.createdAt}, ${comments.id}) < (SELECT ${comments.createdAt}, ${comments.id} FROM ${comments} WHERE ${comments.id} = ${before} AND ${comments.blogId} = ${blogId})`;
      const rows = await db
        .select({ ...commentColumns, total })
        .from(comments)
        .leftJoin(users, eq(users.id, comments.userId))
        .where(and(eq(comments.blogId, blogId), after))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(LIMITS.commentsPageSize + 1);
      const page = rows.slice(0, LIMITS.commentsPageSize);
      return {
        comments: page.map(({ total: _total, ...row }) => toJson(row)),
        hasMore: rows.length > page.length,
        total: rows[0]?.total ?? (before === undefined ? 0 : await countFor(blogId)),
      };
    },

    /**
     * Adds the comment unless its author is over `limit` (then null). The count
     * and the insert run under the author's lock, so parallel requests from one
     * user, on any app server, cannot slip past the limit together.
     */
    async addWithinLimit(
      blogId: number,
      author: CommentAuthor,
      content: string,
      limit: CommentLimit,
    ): Promise<Comment | null> {
      return db.transaction(async (tx) => {
        await lockUserFor(tx, 'comments', author.id);
        const [recent] = await tx
          .select({ n: count() })
          .from(comments)
          .where(
            and(
              eq(comments.userId, author.id),
              gt(comments.createdAt, sql`now() - make_interval(secs => ${limit.windowSeconds})`),
            ),
          );
        if ((recent?.n ?? 0) >= limit.count) return null;
        const [row] = await tx
          .insert(comments)
          .values({ blogId, userId: author.id, content })
          .returning({ id: comments.id, content: comments.content, createdAt: comments.createdAt });
        if (!row) throw new Error('comment was not stored');
        return toJson({
          ...row,
          user_name: author.name ?? DELETED_USER_NAME,
          user_photo: author.photoUrl,
        });
      });
    },
  };
}
