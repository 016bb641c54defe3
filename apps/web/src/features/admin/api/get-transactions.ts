import type { TransactionStatus } from '@codegrow/shared/constants/domain';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

export interface TransactionFilters {
  status?: TransactionStatus | undefined;
  /** A transaction ID or an e-mail address, matched by the server. */
  search?: string | undefined;
  page?: number;
  limit?: number;
}

/** Rows per page of the admin tables. */
export const ADMIN_PAGE_SIZE = 25;

/** GET /api/transactions (admin): everyone's payments, newest first. */
export function getTransactions(
  filters: TransactionFilters,
  options?: RequestOptions,
): Promise<{ transactions: Transaction[]; pagination: Pagination }> {
  return api.get('/transactions', {
    ...options,
    params: {
      status: filters.status,
      search: filters.search?.trim() || undefined,
      page: filters.page,
      limit: filters.limit ?? ADMIN_PAGE_SIZE,
    },
  });
}

export function getTransactionsQueryOptions(filters: TransactionFilters) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'transactions', filters],
    queryFn: ({ signal }) => getTransactions(filters, { signal }),
    meta: { errorToast: () => TRANSACTION_MESSAGES.dashboardLoadFailed },
  });
}

/** The previous page stays on screen while a new search loads. */
export function useTransactions(filters: TransactionFilters) {
  return useQuery({ ...getTransactionsQueryOptions(filters), placeholderData: keepPreviousData });
}
