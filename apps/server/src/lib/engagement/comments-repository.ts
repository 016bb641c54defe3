import { and, asc, desc, eq, gt, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  DISCUSSION_LIMITS,
  HOLD_REASONS,
  type CommentStatus,
  type HoldReason,
} from '@codegrow/shared/constants/discussion';
import { alias } from 'drizzle-orm/pg-core';
import { LIMITS } from '@codegrow/shared/constants/limits';
import type { Comment, CommentsPage, CommentThread } from '@codegrow/shared/schemas/engagement';
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
import {
  blockedWords,
  blogs,
  commentAllowances,
  comments,
  settings,
  users,
} from '../../db/schema/index';
import { SETTINGS_KEYS } from '../settings/settings-store';
import type { HoldFacts } from './comment-holds';

/** Shown for comments whose author deleted their account (docs/decisions/0002). */
export const DELETED_USER_NAME = 'Deleted user';

const commentColumns = {
  id: comments.id,
  parentId: comments.parentId,
  userId: comments.userId,
  userName: sql<string>`coalesce(${users.name}, ${DELETED_USER_NAME})`,
  userPhoto: users.photoUrl,
  content: comments.content,
  contentHtml: comments.contentHtml,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  pinnedAt: comments.pinnedAt,
  deletedAt: comments.deletedAt,
  status: comments.status,
};

interface CommentRow {
  id: number;
  parentId: number | null;
  userId: number | null;
  userName: string;
  userPhoto: string | null;
  content: string;
  contentHtml: string;
  createdAt: Date;
  editedAt: Date | null;
  pinnedAt: Date | null;
  deletedAt: Date | null;
  status: CommentStatus;
}

/** Deleted by its writer or removed by a moderator: its place only is kept. */
const isGone = (row: CommentRow) => row.deletedAt !== null || row.status === 'removed';

/** As readers get it: a deleted or removed comment keeps its place and nothing else. */
function toJson(row: CommentRow): Comment {
  const common = {
    id: row.id,
    parent_id: row.parentId,
    created_at: row.createdAt.toISOString(),
    held: row.status === 'held',
    removed: row.status === 'removed',
  };
  if (isGone(row)) {
    return {
      ...common,
      user_id: null,
      user_name: '',
      user_photo: null,
      content: '',
      content_html: '',
      edited_at: null,
      pinned: false,
      deleted: true,
    };
  }
  return {
    ...common,
    user_id: row.userId,
    user_name: row.userName,
    user_photo: row.userPhoto,
    content: row.content,
    content_html: row.contentHtml,
    edited_at: row.editedAt?.toISOString() ?? null,
    pinned: row.pinnedAt !== null,
    deleted: false,
  };
}

/**
 * A page's threads with their replies. A deleted comment stays only as the head of replies
 * that are not deleted: with none, nothing of it is left to show.
 */
function threadsOf(roots: CommentRow[], replies: CommentRow[]): CommentThread[] {
  const threads: CommentThread[] = [];
  for (const root of roots) {
    const answers = replies.filter((reply) => reply.parentId === root.id && !isGone(reply));
    if (isGone(root) && answers.length === 0) continue;
    threads.push({ ...toJson(root), replies: answers.map(toJson) });
  }
  return threads;
}

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
      sql`INSERT INTO ${comments} (blog_id, user_id, content, content_html, parent_id, status, held_reason)
        SELECT ${blogId}::int, user_id, ${sql.placeholder('content')}::text,
          ${sql.placeholder('contentHtml')}::text, ${sql.placeholder('parentId')}::int,
          ${sql.placeholder('status')}::text, ${sql.placeholder('heldReason')}::text
        FROM ${admitted}
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

/** A new comment as the writer sent it, rendered, and the thread it answers (if any). */
export interface NewComment {
  blogId: number;
  author: CommentAuthor;
  content: string;
  contentHtml: string;
  /** The thread's first comment: a reply to a reply answers the same thread. */
  threadId: number | null;
  /** Why it waits for a moderator; null to show it at once. */
  heldReason: HoldReason | null;
}

/** Who wrote a comment, where, and whether it is still there to change. */
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

const editWindow = sql`now() - make_interval(mins => ${DISCUSSION_LIMITS.editMinutes})`;

export function createCommentsRepository(db: Database) {
  const addComment = perAccessKind((commenter, kind) => prepareAddComment(db, commenter, kind));

  const selectComments = () =>
    db.select(commentColumns).from(comments).leftJoin(users, eq(users.id, comments.userId));
  const pages = preparePages(db);
  const writerFacts = db
    .select({
      hasPublished: sql<boolean>`EXISTS (SELECT 1 FROM ${comments} WHERE ${comments.userId} = ${sql.placeholder('writerId')}::int AND ${comments.status} = 'published')`,
      blockedWords: sql<string[]>`ARRAY(SELECT ${blockedWords.word} FROM ${blockedWords})`,
      // The moderation setting, read with the rest in the same round trip.
      holdFirst: sql<boolean>`coalesce((SELECT (${settings.value} ->> 'holdFirstComments')::boolean FROM ${settings} WHERE ${settings.key} = ${SETTINGS_KEYS.moderation}), false)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('comment_writer_facts');

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

    /** What deciding whether a writer's new comment waits for a moderator takes, in one round trip. */
    async holdFacts(writerId: number): Promise<HoldFacts> {
      const [row] = await writerFacts.execute({ writerId });
      return {
        holdFirst: row?.holdFirst ?? false,
        hasPublished: row?.hasPublished ?? false,
        blockedWords: row?.blockedWords ?? [],
      };
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

    /**
     * Adds the comment if the article is there for this commenter and the author is
     * within `limit`, in one statement (see prepareAddComment): parallel requests from
     * one user, on any app server, cannot slip past the limit together.
     */
    async addWithinLimit(
      comment: NewComment,
      limit: CommentLimit,
      commenter: Viewer,
    ): Promise<CommentOutcome> {
      const { author } = comment;
      const [row] = await addComment(commenter).execute({
        blogId: comment.blogId,
        userId: author.id,
        content: comment.content,
        contentHtml: comment.contentHtml,
        parentId: comment.threadId,
        status: comment.heldReason ? 'held' : 'published',
        heldReason: comment.heldReason && HOLD_REASONS[comment.heldReason],
        count: limit.count,
        windowSeconds: limit.windowSeconds,
      });
      if (row?.id != null && row.content != null && row.createdMs != null) {
        const added = toJson({
          id: row.id,
          parentId: comment.threadId,
          userId: author.id,
          userName: author.name ?? DELETED_USER_NAME,
          userPhoto: author.photoUrl,
          content: row.content,
          contentHtml: comment.contentHtml,
          createdAt: new Date(row.createdMs),
          editedAt: null,
          pinnedAt: null,
          deletedAt: null,
          status: comment.heldReason ? 'held' : 'published',
        });
        return { added };
      }
      const article =
        row?.articleId != null
          ? { id: row.articleId, isPublished: !!row.isPublished, isPremium: !!row.isPremium }
          : undefined;
      return { added: null, article };
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
     * The writer's new text, if the comment is theirs, not deleted and inside the edit window
     * by the database's clock (the same on every server); undefined otherwise. Held again when
     * the new text earns a hold.
     */
    async edit(
      id: number,
      userId: number,
      text: { content: string; contentHtml: string; heldReason: HoldReason | null },
    ): Promise<Comment | undefined> {
      const [row] = await db
        .update(comments)
        .set({
          content: text.content,
          contentHtml: text.contentHtml,
          editedAt: sql`now()`,
          // An edit that earns a hold (a blocked word, a new account's link) waits again.
          ...(text.heldReason && {
            status: 'held' as const,
            heldReason: HOLD_REASONS[text.heldReason],
            pinnedAt: null,
          }),
        })
        .where(
          and(
            eq(comments.id, id),
            eq(comments.userId, userId),
            isNull(comments.deletedAt),
            ne(comments.status, 'removed'),
            gt(comments.createdAt, editWindow),
          ),
        )
        .returning({ id: comments.id });
      return row && findOne(row.id);
    },

    /** Marks the writer's comment deleted (and no longer pinned); false if there was none to delete. */
    async markDeleted(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .update(comments)
        .set({ deletedAt: sql`now()`, pinnedAt: null })
        .where(and(eq(comments.id, id), eq(comments.userId, userId), isNull(comments.deletedAt)))
        .returning({ id: comments.id });
      return rows.length > 0;
    },

    /**
     * Pins the comment, unpinning its siblings (one accepted answer per thread, one pinned
     * thread per article: a unique index holds it), or unpins it.
     */
    async pin(facts: CommentFacts, pinned: boolean): Promise<Comment | undefined> {
      await db.transaction(async (tx) => {
        if (pinned) {
          const siblings =
            facts.parentId === null
              ? and(eq(comments.blogId, facts.blogId), isNull(comments.parentId))
              : eq(comments.parentId, facts.parentId);
          await tx
            .update(comments)
            .set({ pinnedAt: null })
            .where(and(siblings, isNotNull(comments.pinnedAt)));
        }
        await tx
          .update(comments)
          .set({ pinnedAt: pinned ? sql`now()` : null })
          .where(
            and(
              eq(comments.id, facts.id),
              isNull(comments.deletedAt),
              eq(comments.status, 'published'),
            ),
          );
      });
      return findOne(facts.id);
    },
  };
}
