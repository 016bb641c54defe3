import { and, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '@codegrow/shared/constants/limits';
import type { Comment, CommentsPage } from '@codegrow/shared/schemas/engagement';
import type { Database } from '../../../db/client';
import type { BlogAccess } from '../blogs/visible-blog';
import { blogs, commentAllowances, commentCounts, comments, users } from '../../../db/schema/index';

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

/** Which articles the commenter may discuss: drafts (admins), premium ones (subscribers). */
export interface CommentRights {
  seesDrafts: boolean;
  readsPremium: boolean;
}

/** The comment, or why there is none: the article as it stands (absent if unknown). */
export type CommentOutcome = { added: Comment } | { added: null; article: BlogAccess | undefined };

interface OutcomeRow {
  article_id: number | null;
  is_published: boolean | null;
  is_premium: boolean | null;
  id: number | null;
  content: string | null;
  created_ms: number | null;
}

/**
 * One statement for the check, the limit and the insert. The article must be there for
 * the commenter; the author's allowance keeps the times of their comments inside the
 * window, and on a conflict the database locks that row and reads its newest version, so
 * the check sees every comment committed before it, whichever server added it; the
 * comment is inserted only when the row admits it. The article's state comes back as
 * well, to say why nothing was added. (Raw SQL: drizzle's insert-select wants every
 * column, the identity `id` among them.)
 */
function addCommentStatement(
  blogId: number,
  userId: number,
  content: string,
  limit: CommentLimit,
  rights: CommentRights,
) {
  const windowStart = sql`now() - make_interval(secs => ${limit.windowSeconds})`;
  const recent = sql`${commentAllowances}.${sql.identifier('recent')}`;
  const inWindow = sql`ARRAY(SELECT t FROM unnest(${recent}) AS t WHERE t > ${windowStart})`;
  return sql`
    WITH target AS (
      SELECT id FROM ${blogs}
      WHERE id = ${blogId} AND (is_published OR ${rights.seesDrafts})
        AND (NOT is_premium OR ${rights.readsPremium})
    ), admitted AS (
      INSERT INTO ${commentAllowances} (user_id, recent) SELECT ${userId}, ARRAY[now()] FROM target
      ON CONFLICT (user_id) DO UPDATE SET recent = ${inWindow} || now()
      WHERE cardinality(${inWindow}) < ${limit.count}
      RETURNING user_id
    ), added AS (
      INSERT INTO ${comments} (blog_id, user_id, content)
      SELECT ${blogId}, user_id, ${content} FROM admitted
      RETURNING id, content, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
    )
    SELECT article.id AS article_id, article.is_published, article.is_premium,
      added.id, added.content, added.created_ms
    FROM (SELECT 1) AS one
    LEFT JOIN ${blogs} AS article ON article.id = ${blogId}
    LEFT JOIN added ON true`;
}

/** An article's comments as the triggers keep them: the sum of its counter rows. */
const keptCount = (blogId: number) =>
  sql<number>`(SELECT coalesce(sum(${commentCounts.comments}), 0)::int FROM ${commentCounts} WHERE ${commentCounts.blogId} = ${blogId})`;

export function createCommentsRepository(db: Database) {
  /** For a page past the end, where no row carries the total. */
  async function countFor(blogId: number): Promise<number> {
    const [row] = await db.select({ n: keptCount(blogId) }).from(sql`(SELECT 1) AS one`);
    return row?.n ?? 0;
  }

  return {
    /**
     * One page of the discussion, newest first, with the author's current name: the
     * comments after `before` (a comment of this article), read in the index's order.
     */
    async pageForBlog(blogId: number, before: number | undefined): Promise<CommentsPage> {
      const total = keptCount(blogId);
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
     * within `limit`, in one statement (see addCommentStatement): parallel requests from
     * one user, on any app server, cannot slip past the limit together.
     */
    async addWithinLimit(
      blogId: number,
      author: CommentAuthor,
      content: string,
      limit: CommentLimit,
      rights: CommentRights,
    ): Promise<CommentOutcome> {
      const statement = addCommentStatement(blogId, author.id, content, limit, rights);
      // Both drivers answer raw SQL with `{ rows }`.
      const [row] = ((await db.execute(statement)) as unknown as { rows: OutcomeRow[] }).rows;
      if (row?.id != null && row.content !== null && row.created_ms !== null) {
        const added = toJson({
          id: row.id,
          content: row.content,
          createdAt: new Date(row.created_ms),
          user_name: author.name ?? DELETED_USER_NAME,
          user_photo: author.photoUrl,
        });
        return { added };
      }
      const article =
        row?.article_id != null
          ? { id: row.article_id, isPublished: !!row.is_published, isPremium: !!row.is_premium }
          : undefined;
      return { added: null, article };
    },
  };
}
