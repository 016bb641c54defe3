import type { PublicCacheRoute } from '../../plugins/app/http-cache';

/**
 * The rendered pages' part in the public cache: the query keys they read
 * (apps/web/src/features/blogs/model/blog-filters.ts, the dashboards' `tab`). A page asked for
 * with any other key (`?utm_source=`, a reset link's `?token=`) is rendered but not kept. What a
 * page shows, and so what purges it, is what its render read from the API
 * (lib/http-cache/answer-reads.ts): no list of paths says it.
 */
export const PAGE_CACHE: PublicCacheRoute = {
  query: ['search', 'category', 'q', 'tab'],
};
