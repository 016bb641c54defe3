import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';

/** GET /api/transactions/my-transactions: the signed-in user's payments, newest first. */
export async function getMyTransactions(options?: RequestOptions): Promise<Transaction[]> {
  const data = await api.get<{ transactions: Transaction[] }>(
    '/transactions/my-transactions',
    options,
  );
  return data.transactions;
}

/** `viewer` (from viewerKey()) is in the key: the list belongs to whoever is signed in. */
export function getMyTransactionsQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: ['transactions', 'mine', viewer],
    queryFn: ({ signal }) => getMyTransactions({ signal }),
    meta: { errorToast: (t) => t('subscription.transactions.loadFailed') },
  });
}

export function useMyTransactions(viewer: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyTransactionsQueryOptions(viewer), enabled });
}
