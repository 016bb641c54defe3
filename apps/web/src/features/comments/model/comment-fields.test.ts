import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Comment, CommentsPage } from '@codegrow/shared/schemas/engagement';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  authorInitial,
  commentDate,
  commentErrorMessage,
  loadedComments,
  nextCommentsCursor,
  withNewComment,
} from './comment-fields';

const comment = (id: number): Comment => ({
  id,
  user_name: 'Ada',
  user_photo: null,
  content: `comment ${id}`,
  created_at: '2026-11-21T12:00:00.000Z',
});

const page = (ids: number[], hasMore = false, total = ids.length): CommentsPage => ({
  comments: ids.map(comment),
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
    expect(commentDate(ago(10_000), now).label).toBe('just now');
    expect(commentDate(ago(-30_000), now).label).toBe('just now');
  });

  it('is relative during the first week', () => {
    expect(commentDate(ago(5 * 60_000), now).label).toBe('5 minutes ago');
    expect(commentDate(ago(3 * 3_600_000), now).label).toBe('3 hours ago');
    expect(commentDate(ago(2 * 86_400_000), now).label).toBe('2 days ago');
  });

  it('gives the date for older comments', () => {
    expect(commentDate('2026-10-01T12:00:00.000Z', now).label).toBe('Oct 01, 2026');
  });

  it('offers the exact time as well', () => {
    expect(commentDate(ago(0), now).full).toMatch(/^November \d{1,2}, 2026/);
  });
});

describe('commentErrorMessage', () => {
  it("shows the server's field message for a refused comment", () => {
    const error = new ApiError('Validation failed', 400, {
      message: 'Validation failed',
      errors: [{ field: 'content', msg: 'Comment must be at most 2000 characters' }],
    });
    expect(commentErrorMessage(error)).toBe('Comment must be at most 2000 characters');
  });

  it("shows the server's message when commenting too fast", () => {
    const message = 'You are commenting too fast. Please wait a minute and try again.';
    expect(commentErrorMessage(new ApiError(message, 429, { message }))).toBe(message);
  });

  it('falls back to the generic failure otherwise', () => {
    expect(commentErrorMessage(new ApiError('boom', 500, null))).toBe(
      READER_MESSAGES.commentFailed,
    );
    expect(commentErrorMessage(new ApiError('Forbidden', 403, null))).toBe(
      READER_MESSAGES.commentFailed,
    );
    expect(commentErrorMessage(new Error('offline'))).toBe(READER_MESSAGES.commentFailed);
  });
});
