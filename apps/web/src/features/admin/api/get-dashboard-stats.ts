import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';

export interface DashboardStats {
  totalUsers: number;
  activeSubscriptions: number;
  totalRevenue: number;
  pendingTransactions: number;
  totalBlogs: number;
  premiumBlogs: number;
}

/** Every admin query sits under this key: one invalidation reloads the whole dashboard. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** GET /api/admin/dashboard/stats: the six numbers of the stat cards (docs/product.md §9 definitions). */
export function getDashboardStats(options?: RequestOptions): Promise<DashboardStats> {
  return api.get<DashboardStats>('/admin/dashboard/stats', options);
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => getDashboardStats({ signal }),
    meta: { errorToast: () => TRANSACTION_MESSAGES.dashboardLoadFailed },
  });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
