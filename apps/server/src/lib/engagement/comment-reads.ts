import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CommentStatus } from '@codegrow/shared/constants/discussion';
import { LIMITS } from '@codegrow/shared/constants/limits';
import type { Comment, CommentsPage } from '@codegrow/shared/schemas/engagement';
import type { Database } from '../../db/client';
import { blockedWords, blogs, comments, settings, users } from '../../db/schema/index';
import { SETTINGS_KEYS } from '../settings/settings-store';
import type { ModerationRules } from './comment-holds';
import { commentColumns, threadsOf, toJson } from './comment-rows';
import { commentsOf } from './counts';

/**
 * A discussion's pages, prepared once per connection: PostgreSQL plans them once instead of on
 * every read (the plans cost more than running them). The first page and the next ones (after
 * a thread), each thread with its count; then in one more query the page's replies (`rootIds`,
 * one array) and, on the first page, the pinned thread with its own. A reader is shown what is
 * published (and what was, deleted or removed, as a mark) and their own comments that wait for
 * a moderator: `readerId` is a parameter, null for a visitor.
 */
function preparePages(db: Database) {
  const blogId = sql.placeholder('blogId');
  const readerId = sql.placeholder('readerId');
  const shown = sql`(${comments.status} <> 'held' OR ${comments.userId} = ${readerId}::int)`;
  const threads = (after?: SQL) =>
    db
      .select({ ...commentColumns, total: commentsOf(blogId) })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(
        and(
          eq(comments.blogId, sql`${blogId}::int`),
          isNull(comments.parentId),
          isNull(comments.pinnedAt),
          shown,
          after,
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(LIMITS.commentsPageSize + 1);
  const before = sql`(SELECT ${comments.createdAt}, ${comments.id} FROM ${comments} WHERE ${comments.id} = ${sql.placeholder('before')}::int AND ${comments.blogId} = ${blogId}::int)`;
  const pinned = sql`(SELECT ${comments.id} FROM ${comments} WHERE ${comments.blogId} = ${blogId}::int AND ${comments.parentId} IS NULL AND ${comments.pinnedAt} IS NOT NULL AND ${sql.placeholder('withPinned')}::boolean)`;
  return {
    first: threads().prepare('comment_threads_first'),
    next: threads(sql`(${comments.createdAt}, ${comments.id}) < ${before}`).prepare(
      'comment_threads_next',
    ),
    around: db
      .select(commentColumns)
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(
        and(
          or(
            sql`${comments.parentId} = ANY(${sql.placeholder('rootIds')}::int[])`,
            eq(comments.id, pinned),
            eq(comments.parentId, pinned),
          ),
          shown,
        ),
      )
      .orderBy(sql`${comments.pinnedAt} DESC NULLS LAST`, asc(comments.createdAt), asc(comments.id))
      .prepare('comment_thread_replies'),
  };
}

/** What deciding who may change a comment takes. */
export interface CommentFacts {
  id: number;
  blogId: number;
  parentId: number | null;
  userId: number | null;
  createdAt: Date;
  deleted: boolean;
  status: CommentStatus;
  /** The article's author, who may pin answers under it. */
  articleAuthorId: number | null;
}

/** The discussion read: its pages, one comment, and what a new comment or a change takes. */
export function createCommentReads(db: Database) {
  const pages = preparePages(db);
  const selectComments = () =>
    db.select(commentColumns).from(comments).leftJoin(users, eq(users.id, comments.userId));
  const writerHasPublished = db
    .select({
      hasPublished: sql<boolean>`EXISTS (SELECT 1 FROM ${comments} WHERE ${comments.userId} = ${sql.placeholder('writerId')}::int AND ${comments.status} = 'published')`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('comment_writer_has_published');
  const moderationRules = db
    .select({
      blockedWords: sql<string[]>`ARRAY(SELECT ${blockedWords.word} FROM ${blockedWords})`,
      // The moderation setting, read with the words in the same round trip.
      holdFirst: sql<boolean>`coalesce((SELECT (${settings.value} ->> 'holdFirstComments')::boolean FROM ${settings} WHERE ${settings.key} = ${SETTINGS_KEYS.moderation}), false)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('comment_moderation_rules');

  /** For a page with no row to carry the total. */
  async function countFor(blogId: number): Promise<number> {
    const [row] = await db.select({ n: commentsOf(blogId) }).from(sql`(SELECT 1) AS one`);
    return row?.n ?? 0;
  }

  async function findOne(id: number): Promise<Comment | undefined> {
    const [row] = await selectComments().where(eq(comments.id, id));
    return row && toJson(row);
  }

  return {
    findOne,

    /** The site's rules every new comment is held by: the first-comment setting, the blocked words. */
    async moderationRules(): Promise<ModerationRules> {
      const [row] = await moderationRules.execute();
      return { holdFirst: row?.holdFirst ?? false, blockedWords: row?.blockedWords ?? [] };
    },

    /** Whether the writer has a comment a reader can see (or could, before its deletion). */
    async hasPublished(writerId: number): Promise<boolean> {
      const [row] = await writerHasPublished.execute({ writerId });
      return row?.hasPublished ?? false;
    },

    /** The thread a reply to `parentId` joins, if that comment is one of the article's and not deleted. */
    async threadOf(blogId: number, parentId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ threadId: sql<number>`coalesce(${comments.parentId}, ${comments.id})` })
        .from(comments)
        .where(
          and(
            eq(comments.id, parentId),
            eq(comments.blogId, blogId),
            isNull(comments.deletedAt),
            eq(comments.status, 'published'),
          ),
        );
      return row?.threadId;
    },

    /** What deciding who may change a comment takes. */
    async facts(id: number): Promise<CommentFacts | undefined> {
      const [row] = await db
        .select({
          id: comments.id,
          blogId: comments.blogId,
          parentId: comments.parentId,
          userId: comments.userId,
          createdAt: comments.createdAt,
          deleted: sql<boolean>`${comments.deletedAt} IS NOT NULL`,
          status: comments.status,
          articleAuthorId: blogs.authorId,
        })
        .from(comments)
        .innerJoin(blogs, eq(blogs.id, comments.blogId))
        .where(eq(comments.id, id));
      return row;
    },

    /**
     * One page of the discussion: the threads after `before` (a thread of this article),
     * newest first in the index's order, the pinned one ahead of them on the first page, each
     * with its replies (the accepted answer first, then oldest first), writers' current names.
     */
    async pageForBlog(
      blogId: number,
      before: number | undefined,
      readerId: number | null,
    ): Promise<CommentsPage> {
      const rows =
        before === undefined
          ? await pages.first.execute({ blogId, readerId })
          : await pages.next.execute({ blogId, readerId, before });
      const page = rows.slice(0, LIMITS.commentsPageSize);
      const around = await pages.around.execute({
        blogId,
        readerId,
        rootIds: page.map((root) => root.id),
        withPinned: before === undefined,
      });
      const pinnedRoots = around.filter((row) => row.parentId === null);
      const replies = around.filter((row) => row.parentId !== null);
      return {
        comments: threadsOf([...pinnedRoots, ...page], replies),
        hasMore: rows.length > page.length,
        total: page[0]?.total ?? (await countFor(blogId)),
      };
    },
  };
}
