import type { SiteStats } from '@codegrow/shared/schemas/engagement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/query-keys';

/** GET /api/blogs/stats: published articles, registered users, premium articles. */
export function getSiteStats(options?: RequestOptions): Promise<SiteStats> {
  return api.get<SiteStats>('/blogs/stats', options);
}

/** The same for every viewer. No error toast: on failure the home page shows zeros (docs/product.md §8). */
export function getSiteStatsQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.stats,
    queryFn: ({ signal }) => getSiteStats({ signal }),
  });
}

export function useSiteStats() {
  return useQuery(getSiteStatsQueryOptions());
}
