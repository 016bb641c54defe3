import type { Language } from '@codegrow/shared/i18n/languages';
import type { Comment, CommentsPage, CommentThread } from '@codegrow/shared/schemas/engagement';
import { ApiError } from '../../../lib/api-client';
import { wasNotSent } from '../../../lib/api-error-message';
import { formatsFor } from '@codegrow/shared/format/formats';
import { uniqueById } from '../../../lib/unique-by-id';
import { DISCUSSION_LIMITS } from '@codegrow/shared/constants/limits';

const MINUTE_MS = 60_000;
const MINUTES_IN_HOUR = 60;
const MINUTES_IN_DAY = 24 * MINUTES_IN_HOUR;
const WEEK_MS = 7 * MINUTES_IN_DAY * MINUTE_MS;

/** The threads of every loaded page in order, each once (a new one may also arrive in a page). */
export function loadedComments(pages: readonly CommentsPage[]): CommentThread[] {
  return uniqueById(pages.flatMap((page) => page.comments));
}

/** Where the next page starts (TanStack Query's contract: undefined when there is none). */
export function nextCommentsCursor(last: CommentsPage): number | undefined {
  return last.hasMore ? last.comments.at(-1)?.id : undefined;
}

type Discussion<T> = T & { pages: CommentsPage[] };

const withPages = <T>(data: Discussion<T>, pages: CommentsPage[]): Discussion<T> => ({
  ...data,
  pages,
});

/**
 * The discussion with the reader's new comment in place, counted once: a thread on top of the
 * first page, a reply at the end of its thread.
 */
export function withNewComment<T>(data: Discussion<T>, comment: Comment): Discussion<T> {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const known = data.pages.some((page) =>
    page.comments.some(
      (thread) => thread.id === comment.id || thread.replies.some((r) => r.id === comment.id),
    ),
  );
  if (known) return data;
  if (comment.parent_id === null) {
    const thread = { ...comment, replies: [] };
    return withPages(data, [
      { ...first, comments: [thread, ...first.comments], total: first.total + 1 },
      ...rest,
    ]);
  }
  const pages = data.pages.map((page, index) => ({
    ...page,
    total: index === 0 ? page.total + 1 : page.total,
    comments: page.comments.map((thread) =>
      thread.id === comment.parent_id
        ? { ...thread, replies: [...thread.replies, comment] }
        : thread,
    ),
  }));
  return withPages(data, pages);
}

/** The discussion with a comment's new state (edited, pinned) in its place; its replies stay. */
export function withChangedComment<T>(data: Discussion<T>, comment: Comment): Discussion<T> {
  const change = <C extends Comment>(item: C): C =>
    item.id === comment.id ? { ...item, ...comment } : item;
  return withPages(
    data,
    data.pages.map((page) => ({
      ...page,
      comments: page.comments.map((thread) => ({
        ...change(thread),
        replies: thread.replies.map(change),
      })),
    })),
  );
}

/** Whether the reader may still edit this comment: theirs, and younger than the edit window. */
export function isEditable(comment: Comment, readerId: number | null, now: Date): boolean {
  if (comment.deleted || readerId === null || comment.user_id !== readerId) return false;
  const age = now.getTime() - new Date(comment.created_at).getTime();
  return age < DISCUSSION_LIMITS.editMinutes * MINUTE_MS;
}

/** The letter shown when the author has no photo. */
export function authorInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/** The page's language, and its words for a comment of the last minute. */
export interface DateWords {
  language: Language;
  justNow: string;
}

/** An age of a minute to a week in its largest whole unit, rounded: '3 hours ago'. */
function ageLabel(ageMs: number, language: Language): string {
  const minutes = ageMs / MINUTE_MS;
  const { formatAgo } = formatsFor(language);
  if (minutes < MINUTES_IN_HOUR) return formatAgo(Math.round(minutes), 'minute');
  if (minutes < MINUTES_IN_DAY) return formatAgo(Math.round(minutes / MINUTES_IN_HOUR), 'hour');
  return formatAgo(Math.round(minutes / MINUTES_IN_DAY), 'day');
}

/**
 * When a comment was written: 'just now', '5 minutes ago' ... for the last
 * week, then 'Nov 21, 2026', in the page's language (`words`).
 * `full` is the exact time, for a tooltip.
 */
export function commentDate(
  createdAt: string,
  now: Date,
  words: DateWords,
): { label: string; full: string } {
  const date = new Date(createdAt);
  const { formatDay, formatMoment } = formatsFor(words.language);
  const full = formatMoment(date);
  const age = now.getTime() - date.getTime();
  // A clock a little ahead of ours must not read 'in 2 minutes'.
  if (age < MINUTE_MS) return { label: words.justNow, full };
  if (age < WEEK_MS) return { label: ageLabel(age, words.language), full };
  return { label: formatDay(date), full };
}

/** The failures' words in the page's language. */
export interface FailureWords {
  /** READER_MESSAGES.commentFailed's. */
  failed: string;
  /** UI_TEXT.offlineNotSent's. */
  offline: string;
}

/**
 * What to tell the reader when posting or changing a comment failed: the server's own words for
 * a refused comment (400, 403, 404) or too many in a row (429; the server answers in the page's
 * language), else the generic failure, in `words`.
 */
export function commentErrorMessage(error: unknown, words: FailureWords): string {
  if (error instanceof ApiError && [400, 403, 404, 429].includes(error.status)) {
    return error.fieldErrors[0]?.msg ?? (error.message || words.failed);
  }
  return wasNotSent(error) ? words.offline : words.failed;
}
