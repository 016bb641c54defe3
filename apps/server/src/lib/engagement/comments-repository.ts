import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIMITS } from '@codegrow/shared/constants/limits';
import type { Comment, CommentsPage } from '@codegrow/shared/schemas/engagement';
import type { Database } from '../../db/client';
import {
  perAccessKind,
  unlockedFor,
  visibleArticles,
  type AccessKind,
  type Viewer,
} from '../access/article-access';
import type { BlogAccess } from '../blogs/visible-blog';
import { commentsOf } from './counts';
import { blogs, commentAllowances, comments, users } from '../../db/schema/index';

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

/** The comment, or why there is none: the article as it stands (absent if unknown). */
export type CommentOutcome = { added: Comment } | { added: null; article: BlogAccess | undefined };

/**
 * One statement for the check, the limit, the insert and the count, built and prepared once
 * per kind of commenter (PostgreSQL plans it once per connection instead of on every comment,
 * which halved its cost). The article must be one this commenter may read; the author's allowance keeps the
 * times of their comments inside the window, and on a conflict the database locks that
 * row and reads its newest version, so the check sees every comment committed before it,
 * whichever server added it; the comment is inserted only when the row admits it. The article's state comes back as well, to say why nothing was added.
 */
function prepareAddComment(db: Database, commenter: Viewer, kind: AccessKind) {
  const blogId = sql.placeholder('blogId');
  const userId = sql.placeholder('userId');
  const windowStart = sql`now() - make_interval(secs => ${sql.placeholder('windowSeconds')}::int)`;
  const inWindow = sql`ARRAY(SELECT t FROM unnest(${commentAllowances.recent}) AS t WHERE t > ${windowStart})`;
  const target = db.$with('target').as(
    db
      .select({ id: blogs.id })
      .from(blogs)
      .where(and(eq(blogs.id, blogId), visibleArticles(commenter), unlockedFor(commenter))),
  );
  const admitted = db.$with('admitted').as(
    db
      .insert(commentAllowances)
      .select(
        db
          .select({
            userId: sql<number>`${userId}::int`.as('user_id'),
            recent: sql<Date[]>`ARRAY[now()]`.as('recent'),
          })
          .from(target),
      )
      .onConflictDoUpdate({
        target: commentAllowances.userId,
        set: { recent: sql`${inWindow} || now()` },
        setWhere: sql`cardinality(${inWindow}) < ${sql.placeholder('count')}::int`,
      })
      .returning({ userId: commentAllowances.userId }),
  );
  // As SQL: drizzle's selected insert would name the identity `id` among its columns.
  const added = db
    .$with('added', {
      id: sql<number>`comment_id`.as('comment_id'),
      content: sql<string>`comment_content`.as('comment_content'),
      createdMs: sql<number>`created_ms`.as('created_ms'),
    })
    .as(
      sql`INSERT INTO ${comments} (blog_id, user_id, content)
        SELECT ${blogId}::int, user_id, ${sql.placeholder('content')}::text FROM ${admitted}
        RETURNING id AS comment_id, content AS comment_content,
          (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`,
    );
  const article = alias(blogs, 'article');
  return db
    .with(target, admitted, added)
    .select({
      articleId: article.id,
      isPublished: article.isPublished,
      isPremium: article.isPremium,
      id: added.id,
      content: added.content,
      createdMs: added.createdMs,
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(article, eq(article.id, blogId))
    .leftJoin(added, sql`true`)
    .prepare(`add_comment_${kind}`);
}

export function createCommentsRepository(db: Database) {
  const addComment = perAccessKind((commenter, kind) => prepareAddComment(db, commenter, kind));

  /** For a page past the end, where no row carries the total. */
  async function countFor(blogId: number): Promise<number> {
    const [row] = await db.select({ n: commentsOf(blogId) }).from(sql`(SELECT 1) AS one`);
    return row?.n ?? 0;
  }

  return {
    /**
     * One page of the discussion, newest first, with the author's current name: the
     * comments after `before` (a comment of this article), read in the index's order.
     */
    async pageForBlog(blogId: number, before: number | undefined): Promise<CommentsPage> {
      const total = commentsOf(blogId);
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
     * Adds the comment if the article is there for this commenter and the author is
     * within `limit`, in one statement (see prepareAddComment): parallel requests from
     * one user, on any app server, cannot slip past the limit together.
     */
    async addWithinLimit(
      blogId: number,
      author: CommentAuthor,
      content: string,
      limit: CommentLimit,
      commenter: Viewer,
    ): Promise<CommentOutcome> {
      const [row] = await addComment(commenter).execute({
        blogId,
        userId: author.id,
        content,
        count: limit.count,
        windowSeconds: limit.windowSeconds,
      });
      if (row?.id != null && row.content != null && row.createdMs != null) {
        const added = toJson({
          id: row.id,
          content: row.content,
          createdAt: new Date(row.createdMs),
          user_name: author.name ?? DELETED_USER_NAME,
          user_photo: author.photoUrl,
        });
        return { added };
      }
      const article =
        row?.articleId != null
          ? { id: row.articleId, isPublished: !!row.isPublished, isPremium: !!row.isPremium }
          : undefined;
      return { added: null, article };
    },
  };
}
