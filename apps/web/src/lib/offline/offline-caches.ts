/**
 * The names the page and the service worker share (src/sw/service-worker.ts). Nothing here
 * may use the DOM: the service worker is type-checked without it.
 */

/** The pages a reader keeps for offline reading, with their images (Cache Storage). */
export const KEPT_CACHE = 'codegrow-kept';

/** The offline page, kept when the service worker installs: any page not kept becomes it. */
export const OFFLINE_PAGE_CACHE = 'codegrow-offline-page';
export const OFFLINE_PAGE = '/offline';
/** The page the reader asked for when the offline page stands in for it. */
export const OFFLINE_FROM_PARAM = 'from';

/** The service worker's script, at the site's root so that it serves every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** PostgreSQL's engine for runnable SQL, kept the first time a page loads it. */
export const SQL_ENGINE_CACHE = 'codegrow-sql-engine';

/** The header of a kept page that says what the Offline list shows of it, and how long it keeps. */
export const KEPT_META_HEADER = 'x-codegrow-kept';

/** What a kept page's header holds (kept-pages.ts writes it, the service worker reads it). */
export interface KeptMeta {
  title: string;
  kind: 'article' | 'path';
  /** The page and its images, in bytes (images from other sites cannot be measured). */
  bytes: number;
  savedAt: string;
  /** A premium article: served offline only until `validUntil`, removed when no longer read. */
  premium: boolean;
  /**
   * For a premium article, the end of the session and of the access it was kept under, as the
   * server last said (ISO time): past it, the page is not served. Null for other pages.
   */
  validUntil: string | null;
  images: string[];
}

export function readKeptMeta(response: Response): KeptMeta | null {
  const header = response.headers.get(KEPT_META_HEADER);
  if (!header) return null;
  try {
    return JSON.parse(decodeURIComponent(header)) as KeptMeta;
  } catch {
    return null;
  }
}

/**
 * Whether a kept page may be served now: a premium one only while the session and the access it
 * was kept under last (one kept without an end, before ends were kept, never).
 */
export const servableOffline = (meta: KeptMeta, now = Date.now()): boolean =>
  !meta.premium || (meta.validUntil !== null && Date.parse(meta.validUntil) > now);
