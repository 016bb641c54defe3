import type { FastifyRequest } from 'fastify';
import type { PublicCacheRoute } from '../../plugins/app/http-cache';
import { articleKey, SURROGATE_KEYS } from './surrogate-keys';

const { lists, paths } = SURROGATE_KEYS;

/**
 * What each server-rendered page shows, by its path (apps/web/src/ssr/page-data.ts loads it):
 * the article page its article and the paths it is a step of, the lists their articles.
 */
const PAGES: ReadonlyArray<[RegExp, (id: number) => readonly string[]]> = [
  [/^\/blog\/(\d+)$/, (id) => [articleKey(id), paths]],
  [/^\/(?:blogs)?$/, () => [lists]],
  [/^\/search$/, () => [lists, paths]],
  [/^\/paths(?:\/[^/]+)?$/, () => [paths]],
];

function pageKeys(request: FastifyRequest): readonly string[] {
  const path = (request.url.split('?')[0] ?? '').replace(/\/$/, '') || '/';
  for (const [pattern, keys] of PAGES) {
    const match = pattern.exec(path);
    if (match) return keys(Number(match[1]));
  }
  return [];
}

/**
 * The rendered pages' part in the public cache: what they show, and the query keys they read
 * (apps/web/src/features/blogs/model/blog-filters.ts, the dashboards' `tab`). A page asked for
 * with any other key (`?utm_source=`, a reset link's `?token=`) is rendered but not kept.
 */
export const PAGE_CACHE: PublicCacheRoute = {
  keys: pageKeys,
  query: ['search', 'category', 'q', 'tab'],
};
