import { buildTestApp } from '../helper';
import { pageUrls, routeUrls, walkedRoutes, type WalkedArticle } from '../routes/walked-addresses';

/** One address a visitor can ask for, in one of the languages a cache keeps apart. */
export interface Address {
  url: string;
  /** What the route is (its pattern), or the page: what the walk reports by. */
  kind: string;
  /** The API's answers are kept once per language asked first; pages by their own address. */
  acceptLanguage?: 'bn';
}

/** What a visitor was given, and which request of the cache's made the copy they got. */
export interface Seen extends Address {
  status: number;
  text: string;
  hit: boolean;
  /** Varnish's id of the request whose fetch made the copy sent (this one's, on a miss). */
  madeBy: number;
}

/**
 * Every address of every page and public answer kind that shows the article: the routes the
 * app registers with a public cache (read from a server built for it, so a new one is walked
 * the day it is added), the API's in both languages, and the pages at their English and
 * Bangla addresses.
 */
export async function publicAddresses(article: WalkedArticle): Promise<Address[]> {
  const inventory = await buildTestApp();
  const routes = walkedRoutes(inventory.app.routeInventory).filter((route) => route.publicCache);
  await inventory.close();
  const api = routes.flatMap((route) =>
    routeUrls(route, article).map((url) => ({ url, kind: route.url })),
  );
  return [
    ...api,
    ...api
      .filter(({ url }) => url.startsWith('/api/'))
      .map((address) => ({
        ...address,
        acceptLanguage: 'bn' as const,
      })),
    // A visitor's dashboard is a redirect to sign in: nothing there for a cache to keep.
    ...pageUrls(article)
      .filter((url) => !url.endsWith('/dashboard'))
      .map((url) => ({ url, kind: `page ${url.split('?')[0]}` })),
  ];
}

/** Varnish's id of the request that made the copy: the second in X-Varnish on a hit. */
const madeBy = (xVarnish: string | null) => Number((xVarnish ?? '0').split(' ').at(-1));

export async function ask(cache: string, address: Address): Promise<Seen> {
  const headers: Record<string, string> = address.acceptLanguage
    ? { 'accept-language': address.acceptLanguage }
    : {};
  const response = await fetch(`${cache}${address.url}`, { headers, redirect: 'manual' });
  const text = await response.text();
  const xVarnish = response.headers.get('x-varnish');
  return {
    ...address,
    status: response.status,
    text,
    hit: response.headers.get('x-cache') === 'HIT' && (xVarnish ?? '').split(' ').length === 2,
    madeBy: madeBy(xVarnish),
  };
}

/** Asks for each, one after another (a visitor's pages come one at a time). */
export async function walk(cache: string, addresses: readonly Address[]): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const address of addresses) seen.push(await ask(cache, address));
  return seen;
}

/**
 * Whether a copy is stale after a write: it shows the old text, or the cache made it before
 * the write was answered (`since`: the id of a request the cache took after the answer).
 */
export const isStale = (seen: Seen, oldText: string, since: number) =>
  seen.status === 200 && (seen.text.includes(oldText) || (seen.hit && seen.madeBy < since));

/** How an address is named in a failure: its kind, address and language. */
export const named = (seen: Address) =>
  `${seen.url}${seen.acceptLanguage ? ` (Accept-Language: ${seen.acceptLanguage})` : ''}`;
