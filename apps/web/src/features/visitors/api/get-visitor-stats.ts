import type { VisitorStats } from '@codegrow/shared/schemas/engagement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { recordVisitOnce } from './record-visit';

/** GET /api/visitors/stats: page loads, visitors summed over days, distinct visitors today. */
export function getVisitorStats(options?: RequestOptions): Promise<VisitorStats> {
  return api.get<VisitorStats>('/visitors/stats', options);
}

/**
 * The footer's figures. They are asked for once this page load has been recorded,
 * so the totals include it. No error toast: the widget is decoration, not content.
 */
export function getVisitorStatsQueryOptions() {
  return queryOptions({
    queryKey: ['visitors', 'stats'],
    queryFn: async ({ signal }) => {
      await recordVisitOnce();
      return getVisitorStats({ signal });
    },
  });
}

export function useVisitorStats() {
  return useQuery(getVisitorStatsQueryOptions());
}
