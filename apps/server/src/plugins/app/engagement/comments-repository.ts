import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Comment } from '@codegrow/shared/schemas/engagement';
import type { Database } from '../../../db/client';
import { comments, users } from '../../../db/schema/index';

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

export function createCommentsRepository(db: Database) {
  return {
    /** Newest first, with the author's current name. */
    async listForBlog(blogId: number): Promise<Comment[]> {
      const rows = await db
        .select(commentColumns)
        .from(comments)
        .leftJoin(users, eq(users.id, comments.userId))
        .where(eq(comments.blogId, blogId))
        .orderBy(desc(comments.createdAt), desc(comments.id));
      return rows.map(toJson);
    },

    async add(blogId: number, userId: number, content: string): Promise<Comment> {
      const [inserted] = await db
        .insert(comments)
        .values({ blogId, userId, content })
        .returning({ id: comments.id });
      const [row] = await db
        .select(commentColumns)
        .from(comments)
        .leftJoin(users, eq(users.id, comments.userId))
        .where(eq(comments.id, inserted?.id ?? 0));
      if (!row) throw new Error('comment vanished after insert');
      return toJson(row);
    },

    async countRecentByUser(userId: number, seconds: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(comments)
        .where(
          and(
            eq(comments.userId, userId),
            gt(comments.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
