import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Comment, CommentsPage } from '@codegrow/shared/schemas/engagement';
import { formatDistanceStrict } from 'date-fns';
import { ApiError } from '../../../lib/api-client';
import { offlineOr } from '../../../lib/api-error-message';
import { formatDay, formatMoment } from '../../../lib/format';
import { uniqueById } from '../../../lib/unique-by-id';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/** The comments of every loaded page in order, each once (a new one may also arrive in a page). */
export function loadedComments(pages: readonly CommentsPage[]): Comment[] {
  return uniqueById(pages.flatMap((page) => page.comments));
}

/** Where the next page starts (TanStack Query's contract: undefined when there is none). */
export function nextCommentsCursor(last: CommentsPage): number | undefined {
  return last.hasMore ? last.comments.at(-1)?.id : undefined;
}

/** The discussion with the reader's new comment on top of the first page, counted once. */
export function withNewComment<T extends { pages: CommentsPage[] }>(data: T, comment: Comment): T {
  const [first, ...rest] = data.pages;
  if (!first || first.comments.some((item) => item.id === comment.id)) return data;
  return {
    ...data,
    pages: [{ ...first, comments: [comment, ...first.comments], total: first.total + 1 }, ...rest],
  };
}

/** The letter shown when the author has no photo. */
export function authorInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * When a comment was written: 'just now', '5 minutes ago' ... for the last
 * week, then 'Nov 21, 2026'. `full` is the exact time, for a tooltip.
 */
export function commentDate(
  createdAt: string,
  now: Date = new Date(),
): { label: string; full: string } {
  const date = new Date(createdAt);
  const full = formatMoment(date);
  const age = now.getTime() - date.getTime();
  // A clock a little ahead of ours must not read 'in 2 minutes'.
  if (age < MINUTE_MS) return { label: 'just now', full };
  if (age < WEEK_MS) return { label: formatDistanceStrict(date, now, { addSuffix: true }), full };
  return { label: formatDay(date), full };
}

/**
 * What to tell the reader when posting failed: the server's own words for a
 * refused comment (400) or too many in a row (429), else the generic failure.
 */
export function commentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return error.fieldErrors[0]?.msg ?? (error.message || READER_MESSAGES.commentFailed);
  }
  return offlineOr(error, READER_MESSAGES.commentFailed);
}
