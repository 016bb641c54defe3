import { KEPT_CACHE } from './offline-caches';

/**
 * Pages a reader keeps for offline reading, in Cache Storage, where the service worker finds
 * them when the network fails. Each page is kept as the server rendered it for this reader
 * (so a premium article only for a reader entitled to it: the server decides), with the
 * images it shows. What the list shows of a page travels with it, in one header, so the
 * cache is the only record and cannot disagree with one kept beside it.
 */

export type KeptKind = 'article' | 'path';

export interface KeptPage {
  /** The page's address on this site: `/blog/7`, `/paths/sql-basics`. */
  url: string;
  title: string;
  kind: KeptKind;
  /** The page and its images, in bytes (images from other sites cannot be measured). */
  bytes: number;
  savedAt: string;
  /** A premium article: removed when the reader on this device may no longer read it. */
  premium: boolean;
  images: string[];
}

export interface PageToKeep {
  url: string;
  kind: KeptKind;
  premium: boolean;
}

const META_HEADER = 'x-codegrow-kept';

export const offlineReadingSupported = (): boolean =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

const sameSite = (url: string) => new URL(url, location.href).origin === location.origin;

function readMeta(url: string, response: Response): KeptPage | null {
  const header = response.headers.get(META_HEADER);
  if (!header) return null;
  try {
    const meta = JSON.parse(decodeURIComponent(header)) as Omit<KeptPage, 'url'>;
    return { ...meta, url: new URL(url).pathname };
  } catch {
    return null;
  }
}

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

/** Fetches the page as this reader sees it and keeps it, with its images. */
async function keepPage(cache: Cache, page: PageToKeep): Promise<KeptPage> {
  const response = await fetch(page.url, {
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
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
    images,
    savedAt: new Date().toISOString(),
    bytes: new Blob([html]).size + imageBytes.reduce((sum, bytes) => sum + bytes, 0),
  };
  const { url: _url, ...meta } = kept;
  await cache.put(
    page.url,
    new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        [META_HEADER]: encodeURIComponent(JSON.stringify(meta)),
      },
    }),
  );
  return kept;
}

/** Keeps the pages one after another: a phone on a slow network gets one at a time. */
export async function keepPages(pages: PageToKeep[]): Promise<KeptPage[]> {
  const cache = await caches.open(KEPT_CACHE);
  const kept: KeptPage[] = [];
  for (const page of pages) kept.push(await keepPage(cache, page));
  return kept;
}

/** What is kept on this device, the latest first. */
export async function listKeptPages(): Promise<KeptPage[]> {
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

/** Removes the pages `drop` picks, and the images no remaining page shows. */
export async function removeKeptPages(drop: (page: KeptPage) => boolean): Promise<void> {
  const pages = await listKeptPages();
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
