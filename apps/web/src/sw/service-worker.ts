/// <reference lib="webworker" />
/**
 * The service worker of offline reading (docs/decisions/0019-offline-reading.md), built by
 * vite.sw.config.ts into /sw.js. It is registered only once a reader keeps something.
 *
 * - Every built script and stylesheet is precached (Workbox), so a kept page works offline as
 *   it does online: its mind map, its code blocks, the route code of any page it links to.
 * - Pages and images come from the network as always; only when the network fails does a kept
 *   copy answer (Cache Storage, filled by the page: src/lib/offline/kept-pages.ts).
 * - A page that is not kept becomes the offline page, which lists what is; so does a kept
 *   premium page once the session or the access it was kept under has ended.
 * - PostgreSQL for runnable SQL (15 MB) is kept once a page has loaded it, not precached.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  KEPT_CACHE,
  OFFLINE_FROM_PARAM,
  OFFLINE_PAGE,
  OFFLINE_PAGE_CACHE,
  readKeptMeta,
  servableOffline,
  SQL_ENGINE_CACHE,
} from '../lib/offline/offline-caches';
import { LANGUAGES, languageOfPath, pathInLanguage } from '@codegrow/shared/i18n/languages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The offline page in the language of the page at `path`. */
const offlinePageFor = (path: string) => pathInLanguage(OFFLINE_PAGE, languageOfPath(path));

self.addEventListener('install', (event) => {
  // As a visitor sees it, in each language: the page holds nothing of the reader's (it reads
  // their list itself).
  const offlinePages = LANGUAGES.map(
    (language) => new Request(pathInLanguage(OFFLINE_PAGE, language), { credentials: 'omit' }),
  );
  event.waitUntil(caches.open(OFFLINE_PAGE_CACHE).then((cache) => cache.addAll(offlinePages)));
  void self.skipWaiting();
});
// The page that asked for offline reading is served by this worker at once, not after a reload.
clientsClaim();

registerRoute(new NavigationRoute(new NetworkOnly()));
registerRoute(({ request }) => request.destination === 'image', new NetworkOnly());
// PGlite's engine (runnable SQL), kept the first time a page loads it: hashed names, so a kept
// copy is never stale, and a reader who ran a query once can run one offline.
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/') && /\.(wasm|data)$/.test(url.pathname),
  new CacheFirst({ cacheName: SQL_ENGINE_CACHE }),
);

const MATCH = { ignoreVary: true } as const;

setCatchHandler(async ({ request, url }) => {
  if (!(request instanceof Request)) return Response.error();
  const kept = await caches.match(request, { ...MATCH, cacheName: KEPT_CACHE });
  // A premium page only while the session and the access it was kept under last.
  const meta = kept && readKeptMeta(kept);
  if (kept && (!meta || servableOffline(meta))) return kept;
  if (request.mode !== 'navigate') return Response.error();
  const offlinePage = offlinePageFor(url.pathname);
  if (url.pathname === offlinePage) {
    const offline = await caches.match(offlinePage, {
      ...MATCH,
      cacheName: OFFLINE_PAGE_CACHE,
      ignoreSearch: true,
    });
    return offline ?? Response.error();
  }
  // A redirect, not the offline page's HTML under this address: the app would take it for
  // the page asked for.
  const from = new URLSearchParams({ [OFFLINE_FROM_PARAM]: `${url.pathname}${url.search}` });
  return Response.redirect(`${offlinePage}?${from.toString()}`, 302);
});
