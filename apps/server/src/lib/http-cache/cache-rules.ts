import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE } from '@codegrow/shared/constants/site';

// The cookie's name with and without its `__Host-` prefix (lib/auth/session-cookie.ts).
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*(?:__Host-)?${SESSION_COOKIE}=`);

/** A reader's request: a bearer token or the session cookie. Its answer is theirs alone. */
export function hasSession(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  return cookie !== undefined && SESSION_COOKIE_PATTERN.test(cookie);
}

/**
 * Whether a query holds only keys the route reads, each once. Any other key (a tracking tag, a
 * random string) gives the same answer under another URL: it is answered, but not kept, so
 * random query strings cannot fill the cache with copies.
 */
export function readsWholeQuery(query: unknown, known: readonly string[]): boolean {
  if (typeof query !== 'object' || query === null) return true;
  return Object.entries(query).every(
    ([key, value]) => known.includes(key) && !Array.isArray(value),
  );
}

/** The keys a route's querystring schema (a zod object) lists; none without one. */
export function schemaQueryKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Weak: the same answer compressed or not is one version of the resource. */
export const etagOf = (body: Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** RFC 9110 weak comparison against any tag in If-None-Match. */
export function clientHas(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Seconds that browsers and shared caches (a CDN, Varnish) may keep a public answer. */
export interface CacheLifetimes {
  maxAge: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

export const publicCacheControl = (life: CacheLifetimes) =>
  `public, max-age=${life.maxAge}, s-maxage=${life.sMaxAge}, ` +
  `stale-while-revalidate=${life.staleWhileRevalidate}, stale-if-error=${life.staleIfError}`;
