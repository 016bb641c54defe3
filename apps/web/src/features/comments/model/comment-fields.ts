import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Comment } from '@codegrow/shared/schemas/engagement';
import { format, formatDistanceStrict } from 'date-fns';
import { ApiError } from '../../../lib/api-client';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/** The list with `comment` on top (newest first), without a copy of it further down. */
export function prependComment(comments: readonly Comment[], comment: Comment): Comment[] {
  return [comment, ...comments.filter((item) => item.id !== comment.id)];
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
  const full = date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
  const age = now.getTime() - date.getTime();
  // A clock a little ahead of ours must not read 'in 2 minutes'.
  if (age < MINUTE_MS) return { label: 'just now', full };
  if (age < WEEK_MS) return { label: formatDistanceStrict(date, now, { addSuffix: true }), full };
  return { label: format(date, 'MMM dd, yyyy'), full };
}

/**
 * What to tell the reader when posting failed: the server's own words for a
 * refused comment (400) or too many in a row (429), else the generic failure.
 */
export function commentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return error.fieldErrors[0]?.msg ?? (error.message || READER_MESSAGES.commentFailed);
  }
  return READER_MESSAGES.commentFailed;
}
