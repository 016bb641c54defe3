import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  HOLD_REASONS,
  type HoldReason,
  type ModerationAction,
} from '@codegrow/shared/constants/discussion';
import { alias } from 'drizzle-orm/pg-core';
import type { Comment } from '@codegrow/shared/schemas/engagement';
import type { Database, Executor } from '../../db/client';
import {
  perAccessKind,
  unlockedFor,
  visibleArticles,
  type AccessKind,
  type Viewer,
} from '../access/article-access';
import type { BlogAccess } from '../blogs/visible-blog';
import { blogs, commentAllowances, comments } from '../../db/schema/index';
import { createCommentReads, type CommentFacts } from './comment-reads';
import { DELETED_USER_NAME, toJson } from './comment-rows';
import { DISCUSSION_LIMITS } from '@codegrow/shared/constants/limits';

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
/** A moderator's word on a waiting comment: shown, or removed (and unpinned). */
export async function setModerated(
  db: Executor,
  commentId: number,
  action: ModerationAction,
): Promise<void> {
  await db
    .update(comments)
    .set(action === 'approve' ? { status: 'published' } : { status: 'removed', pinnedAt: null })
    .where(eq(comments.id, commentId));
}

const editWindow = sql`now() - make_interval(mins => ${DISCUSSION_LIMITS.editMinutes})`;

export function createCommentsRepository(db: Database) {
  const addComment = perAccessKind((commenter, kind) => prepareAddComment(db, commenter, kind));

  const reads = createCommentReads(db);

  return {
    ...reads,

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
      return row && reads.findOne(row.id);
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
      return reads.findOne(facts.id);
    },
  };
}
