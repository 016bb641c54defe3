import { createHash } from 'node:crypto';
import type { User } from '@codegrow/shared/schemas/user';
import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { viewerKey } from '../lib/viewer-key';

/**
 * A signed-in reader's page is made once for every reader who sees it alike: rendered for a
 * stand-in reader whose own words (name, e-mail, photo) are marks, kept under the key of what
 * the page read, and filled in with each reader's words. Two subscribers on the same premium
 * article, with the same like and save state, share one render; a reader's like changes what
 * the page read, so its key. What a render did with a mark other than show it (cut it, took
 * its first letter) leaves a broken mark, and that page is rendered for the reader directly.
 */

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = /\uE000(\w+)\uE001/g;

/** A reader's fields that a page may show as they are; every other field is part of the key. */
const OWN_WORDS = [
  'name',
  'email',
  'photo_url',
  'profilePicture',
  'complimentary_reason',
  'firebaseUid',
  'created_at',
] as const;
type OwnWord = (typeof OWN_WORDS)[number];

/** The reader every reader like `viewer` is rendered as: their own words marks, no id. */
export function standInFor(viewer: User): User {
  const standIn: User = { ...viewer, id: 0 };
  for (const field of OWN_WORDS) {
    if (viewer[field] !== null) standIn[field] = `${OPEN}${field}${CLOSE}`;
  }
  return standIn;
}

/**
 * As React writes text and attribute values (react-dom's escapeTextForBrowser), byte for byte,
 * so a filled template equals the reader's own render: the shared escapeHtml leaves `'` as it is.
 */
const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeHtml = (text: string) => text.replace(/["&'<>]/g, (char) => ESCAPES[char] ?? char);

/**
 * A stand-in's markup cut at its marks, ready to be filled in: the bytes of its text, a
 * field's name, text…; null where a mark was broken (the render cut it or took a letter of
 * it). As bytes, so each reader's page is sent without being encoded again.
 */
export function cutAtMarks(markup: string): Buffer[] | null {
  const parts = markup.split(MARK);
  const whole = parts.every((part, index) =>
    index % 2 === 1
      ? (OWN_WORDS as readonly string[]).includes(part)
      : !part.includes(OPEN) && !part.includes(CLOSE),
  );
  return whole ? parts.map((part) => Buffer.from(part)) : null;
}

/** The markup cut by cutAtMarks with `viewer`'s words in place of the marks: its pieces' bytes. */
export function fillIn(parts: readonly Buffer[], viewer: User): Buffer[] {
  return parts.map((part, index) =>
    index % 2 === 1
      ? Buffer.from(escapeHtml(String(viewer[part.toString() as OwnWord] ?? '')))
      : part,
  );
}

/** The page's queries as the stand-in's: the reader's key in each query key is the stand-in's. */
export function asStandIn(queries: DehydratedState, viewer: User): DehydratedState {
  const own = viewerKey(viewer);
  const standIn = viewerKey(standInFor(viewer));
  return {
    ...queries,
    queries: queries.queries.map((query) => {
      const queryKey = query.queryKey.map((part) => (part === own ? standIn : part));
      return { ...query, queryKey, queryHash: hashKey(queryKey) };
    }),
  };
}

/**
 * The key of a reader's page: its address, the stand-in it is rendered as and every answer
 * the page read (its key, status, data and error; not when it was fetched).
 */
export function templateKey(url: string, viewer: User, queries: DehydratedState): string {
  const read = asStandIn(queries, viewer).queries.map(({ queryKey, state }) => [
    queryKey,
    state.status,
    state.data,
    state.error,
  ]);
  return createHash('sha256')
    .update(JSON.stringify([url, standInFor(viewer), read]))
    .digest('base64url');
}
