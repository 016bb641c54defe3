import { sql } from 'drizzle-orm';
import type { CommentStatus } from '@codegrow/shared/constants/discussion';
import type { Comment, CommentThread } from '@codegrow/shared/schemas/engagement';
import { comments, users } from '../../db/schema/index';

/*
 * A comment as the discussion's queries select it, and as readers get it.
 */

/** Shown for comments whose author deleted their account (docs/decisions/0002). */
export const DELETED_USER_NAME = 'Deleted user';

export const commentColumns = {
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

export interface CommentRow {
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
export const isGone = (row: CommentRow) => row.deletedAt !== null || row.status === 'removed';

/** As readers get it: a deleted or removed comment keeps its place and nothing else. */
export function toJson(row: CommentRow): Comment {
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
export function threadsOf(roots: CommentRow[], replies: CommentRow[]): CommentThread[] {
  const threads: CommentThread[] = [];
  for (const root of roots) {
    const answers = replies.filter((reply) => reply.parentId === root.id && !isGone(reply));
    if (isGone(root) && answers.length === 0) continue;
    threads.push({ ...toJson(root), replies: answers.map(toJson) });
  }
  return threads;
}
