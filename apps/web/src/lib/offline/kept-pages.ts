import {
  KEPT_CACHE,
  KEPT_META_HEADER,
  readKeptMeta,
  servableOffline,
  type KeptMeta,
} from './offline-caches';
import { KEEP_OFFLINE_HEADER } from '@codegrow/shared/constants/site';

/**
 * Pages a reader keeps for offline reading, in Cache Storage, where the service worker finds
 * them when the network fails. Each page is kept as the server rendered it for this reader
 * (so a premium article only for a reader entitled to it: the server decides), without their
 * personal data, with the images it shows. What the list shows of a page, and until when a
 * premium one may be read, travel with it in one header, so the cache is the only record and
 * cannot disagree with one kept beside it.
 */

export type KeptKind = KeptMeta['kind'];

export interface KeptPage extends KeptMeta {
  /** The page's address on this site: `/blog/7`, `/paths/sql-basics`. */
  url: string;
}

export interface PageToKeep {
  url: string;
  kind: KeptKind;
  premium: boolean;
}

export const offlineReadingSupported = (): boolean =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

const sameSite = (url: string) => new URL(url, location.href).origin === location.origin;

function readMeta(url: string, response: Response): KeptPage | null {
  const meta = readKeptMeta(response);
  return meta && { ...meta, url: new URL(url).pathname };
}

/** The page kept as it is, its header saying `meta`. */
const keptResponse = (html: string, meta: KeptMeta) =>
  new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      [KEPT_META_HEADER]: encodeURIComponent(JSON.stringify(meta)),
    },
  });

/** The page's own title (its first heading), and the images it shows, from its HTML. */
function readPage(html: string): { title: string; images: string[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const heading = doc.querySelector('main h1') ?? doc.querySelector('h1');
  const title = heading?.textContent?.trim() || doc.title;
  const sources = [...doc.querySelectorAll('main img[src]')].map(
    (image) => new URL(image.getAttribute('src') ?? '', location.href).href,
  );
  return { title, images: [...new Set(sources)].filter((src) => !src.startsWith('data:')) };
}

/** Keeps one image; an image that does not come leaves the page without it, not unkept. */
async function keepImage(cache: Cache, src: string): Promise<number> {
  try {
    // Another site's image comes opaque: kept and shown, but its size is not ours to read.
    const response = await fetch(src, sameSite(src) ? {} : { mode: 'no-cors' });
    if (!response.ok && response.type !== 'opaque') return 0;
    const bytes = response.type === 'opaque' ? 0 : (await response.clone().blob()).size;
    await cache.put(src, response);
    return bytes;
  } catch {
    return 0;
  }
}

/**
 * Fetches the page as this reader sees it, without their personal data, and keeps it with its
 * images; a premium one until `validUntil`.
 */
async function keepPage(
  cache: Cache,
  page: PageToKeep,
  validUntil: string | null,
): Promise<KeptPage> {
  const response = await fetch(page.url, {
    credentials: 'same-origin',
    headers: { accept: 'text/html', [KEEP_OFFLINE_HEADER]: '1' },
  });
  if (!response.ok) throw new Error(`${page.url} answered ${response.status}`);
  const html = await response.text();
  const { title, images } = readPage(html);
  const imageBytes = await Promise.all(images.map((src) => keepImage(cache, src)));
  const kept: KeptPage = {
    url: page.url,
    title,
    kind: page.kind,
    premium: page.premium,
    validUntil: page.premium ? validUntil : null,
    images,
    savedAt: new Date().toISOString(),
    bytes: new Blob([html]).size + imageBytes.reduce((sum, bytes) => sum + bytes, 0),
  };
  const { url: _url, ...meta } = kept;
  await cache.put(page.url, keptResponse(html, meta));
  return kept;
}

/**
 * Keeps the pages one after another: a phone on a slow network gets one at a time. Premium
 * ones are kept until `validUntil`, the end of the session and the access they are read under.
 */
export async function keepPages(
  pages: PageToKeep[],
  validUntil: string | null,
): Promise<KeptPage[]> {
  const cache = await caches.open(KEPT_CACHE);
  const kept: KeptPage[] = [];
  for (const page of pages) kept.push(await keepPage(cache, page, validUntil));
  return kept;
}

/** Every page kept on this device, as it is kept, the latest first. */
async function allKeptPages(): Promise<KeptPage[]> {
  if (!offlineReadingSupported() || !(await caches.has(KEPT_CACHE))) return [];
  const cache = await caches.open(KEPT_CACHE);
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const page = response && readMeta(request.url, response);
    if (page) pages.push(page);
  }
  return pages.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/**
 * What is kept on this device to read, the latest first. A premium page whose session or access
 * has ended (the service worker no longer serves it) is removed on the way.
 */
export async function listKeptPages(): Promise<KeptPage[]> {
  const pages = await allKeptPages();
  if (pages.every((page) => servableOffline(page))) return pages;
  await removeKeptPages((page) => !servableOffline(page), pages);
  return pages.filter((page) => servableOffline(page));
}

/**
 * The server says the session and access premium pages are read under now last until
 * `validUntil` (the session slid on as it was used): kept premium pages may be read until then.
 */
export async function extendKeptPremium(validUntil: string): Promise<void> {
  const cache = await caches.open(KEPT_CACHE);
  for (const page of await allKeptPages()) {
    if (!page.premium || page.validUntil === validUntil) continue;
    const response = await cache.match(page.url);
    if (!response) continue;
    const { url, ...meta } = page;
    await cache.put(url, keptResponse(await response.text(), { ...meta, validUntil }));
  }
}

/** Removes the pages `drop` picks, and the images no remaining page shows. */
export async function removeKeptPages(
  drop: (page: KeptPage) => boolean,
  kept?: KeptPage[],
): Promise<void> {
  const pages = kept ?? (await allKeptPages());
  const dropped = pages.filter(drop);
  if (dropped.length === 0) return;
  const cache = await caches.open(KEPT_CACHE);
  const stillShown = new Set(pages.filter((page) => !drop(page)).flatMap((page) => page.images));
  for (const page of dropped) {
    await cache.delete(page.url);
    for (const src of page.images) if (!stillShown.has(src)) await cache.delete(src);
  }
}

/** Everything kept on this device goes (signing out): the next reader finds none of it. */
export async function forgetKeptPages(): Promise<void> {
  if (offlineReadingSupported()) await caches.delete(KEPT_CACHE);
}
