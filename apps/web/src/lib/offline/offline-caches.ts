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
