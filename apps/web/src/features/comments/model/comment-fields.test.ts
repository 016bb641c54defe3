import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Comment, CommentsPage, CommentThread } from '@codegrow/shared/schemas/engagement';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  authorInitial,
  commentDate,
  commentErrorMessage,
  isEditable,
  loadedComments,
  nextCommentsCursor,
  withChangedComment,
  withNewComment,
} from './comment-fields';
import { english } from '../../../../test/english';

const inEnglish = { language: 'en', justNow: english.t('comments.list.justNow') } as const;
const failures = {
  failed: english.t('comments.form.failed'),
  offline: english.t('common.ui.offlineNotSent'),
};

const comment = (id: number, fields: Partial<Comment> = {}): Comment => ({
  id,
  parent_id: null,
  user_id: 7,
  user_name: 'Ada',
  user_photo: null,
  content: `comment ${id}`,
  content_html: `<p>comment ${id}</p>`,
  created_at: '2026-11-21T12:00:00.000Z',
  edited_at: null,
  pinned: false,
  deleted: false,
  held: false,
  removed: false,
  ...fields,
});

const thread = (id: number, replies: Comment[] = []): CommentThread => ({
  ...comment(id),
  replies,
});

const page = (ids: number[], hasMore = false, total = ids.length): CommentsPage => ({
  comments: ids.map((id) => thread(id)),
  hasMore,
  total,
});
const ids = (comments: readonly Comment[]) => comments.map((c) => c.id);

describe('loadedComments', () => {
  it('joins the pages in order, each comment once', () => {
    expect(ids(loadedComments([page([5, 4], true), page([4, 3, 2])]))).toEqual([5, 4, 3, 2]);
  });
});

describe('nextCommentsCursor', () => {
  it('continues after the last comment of a page with more behind it', () => {
    expect(nextCommentsCursor(page([5, 4], true))).toBe(4);
  });

  it('stops at the last page', () => {
    expect(nextCommentsCursor(page([3, 2]))).toBeUndefined();
  });
});

describe('withNewComment', () => {
  it('puts the new comment first and counts it', () => {
    const data = { pages: [page([2, 1], true, 9), page([0])], pageParams: [undefined, 1] };
    const next = withNewComment(data, comment(3));
    expect(ids(next.pages[0]?.comments ?? [])).toEqual([3, 2, 1]);
    expect(next.pages[0]?.total).toBe(10);
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('keeps a comment only once', () => {
    const data = { pages: [page([3, 1])] };
    expect(withNewComment(data, comment(3))).toBe(data);
  });

  it('puts a reply at the end of its thread, wherever the thread is, and counts it', () => {
    const data = {
      pages: [
        { comments: [thread(5)], hasMore: true, total: 4 },
        { comments: [thread(2, [comment(3, { parent_id: 2 })])], hasMore: false, total: 4 },
      ],
    };
    const next = withNewComment(data, comment(9, { parent_id: 2 }));
    expect(ids(next.pages[1]?.comments[0]?.replies ?? [])).toEqual([3, 9]);
    expect(next.pages[0]?.total).toBe(5);
    expect(withNewComment(next, comment(9, { parent_id: 2 }))).toBe(next);
  });
});

describe('withChangedComment', () => {
  it('puts an edited or pinned comment in its place, its replies kept', () => {
    const data = {
      pages: [{ comments: [thread(2, [comment(3, { parent_id: 2 })])], hasMore: false, total: 2 }],
    };
    const pinned = withChangedComment(data, comment(3, { parent_id: 2, pinned: true }));
    expect(pinned.pages[0]?.comments[0]?.replies[0]?.pinned).toBe(true);
    const edited = withChangedComment(pinned, comment(2, { content: 'Better' }));
    expect(edited.pages[0]?.comments[0]).toMatchObject({ content: 'Better', replies: [{ id: 3 }] });
  });
});

describe('isEditable', () => {
  const posted = new Date('2026-11-21T12:00:00.000Z');
  const after = (minutes: number) => new Date(posted.getTime() + minutes * 60_000);

  it('lets the writer edit for 15 minutes', () => {
    expect(isEditable(comment(1), 7, after(14.9))).toBe(true);
    expect(isEditable(comment(1), 7, after(15))).toBe(false);
  });

  it('never for someone else, a visitor, or a deleted comment', () => {
    expect(isEditable(comment(1), 8, after(1))).toBe(false);
    expect(isEditable(comment(1), null, after(1))).toBe(false);
    expect(isEditable(comment(1, { deleted: true }), 7, after(1))).toBe(false);
  });
});

describe('authorInitial', () => {
  it('takes the first letter, capitalised', () => {
    expect(authorInitial('ada Lovelace')).toBe('A');
    expect(authorInitial('  Deleted user')).toBe('D');
    expect(authorInitial('')).toBe('?');
  });
});

describe('commentDate', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says just now for the last minute, and for a clock slightly ahead', () => {
    expect(commentDate(ago(10_000), now, inEnglish).label).toBe('just now');
    expect(commentDate(ago(-30_000), now, inEnglish).label).toBe('just now');
  });

  it('is relative during the first week', () => {
    expect(commentDate(ago(5 * 60_000), now, inEnglish).label).toBe('5 minutes ago');
    expect(commentDate(ago(3 * 3_600_000), now, inEnglish).label).toBe('3 hours ago');
    expect(commentDate(ago(2 * 86_400_000), now, inEnglish).label).toBe('2 days ago');
  });

  it('gives the date for older comments', () => {
    expect(commentDate('2026-10-01T12:00:00.000Z', now, inEnglish).label).toBe('Oct 01, 2026');
  });

  it('offers the exact time as well', () => {
    expect(commentDate(ago(0), now, inEnglish).full).toMatch(/^November \d{1,2}, 2026/);
  });
});

describe('commentErrorMessage', () => {
  it("shows the server's field message for a refused comment", () => {
    const error = new ApiError('Validation failed', 400, {
      message: 'Validation failed',
      errors: [{ field: 'content', msg: 'Comment must be at most 2000 characters' }],
    });
    expect(commentErrorMessage(error, failures)).toBe('Comment must be at most 2000 characters');
  });

  it("shows the server's message when commenting too fast", () => {
    const message = 'You are commenting too fast. Please wait a minute and try again.';
    expect(commentErrorMessage(new ApiError(message, 429, { message }), failures)).toBe(message);
  });

  it("shows the server's reason for refusing a change", () => {
    const message = 'A comment can be edited for 15 minutes after it is posted';
    expect(commentErrorMessage(new ApiError(message, 403, { message }), failures)).toBe(message);
  });

  it('falls back to the generic failure otherwise', () => {
    expect(commentErrorMessage(new ApiError('boom', 500, null), failures)).toBe(
      READER_MESSAGES.commentFailed,
    );
    expect(commentErrorMessage(new Error('offline'), failures)).toBe(READER_MESSAGES.commentFailed);
  });
});
