import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import type { User } from '@codegrow/shared/schemas/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';
import { ADMIN_PAGE_SIZE, type Pagination } from './get-transactions';

export interface UserFilters {
  /** Matched against e-mail and name by the server. */
  search?: string | undefined;
  page?: number;
  limit?: number;
}

/** GET /api/admin/users: newest first. */
export function getUsers(
  filters: UserFilters,
  options?: RequestOptions,
): Promise<{ users: User[]; pagination: Pagination }> {
  return api.get('/admin/users', {
    ...options,
    params: {
      search: filters.search?.trim() || undefined,
      page: filters.page,
      limit: filters.limit ?? ADMIN_PAGE_SIZE,
    },
  });
}

export function getUsersQueryOptions(filters: UserFilters) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'users', 'list', filters],
    queryFn: ({ signal }) => getUsers(filters, { signal }),
    meta: { errorToast: () => TRANSACTION_MESSAGES.dashboardLoadFailed },
  });
}

export function useUsers(filters: UserFilters) {
  return useQuery({ ...getUsersQueryOptions(filters), placeholderData: keepPreviousData });
}
