import type { Transaction, TransactionInput } from '@codegrow/shared/schemas/transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMyTransactionsQueryOptions } from './get-my-transactions';

export interface SubmitTransactionResponse {
  message: string;
  transaction: Transaction;
}

/**
 * POST /api/transactions: 201 with the pending transaction; 400 (with an errors
 * list), 401, 409 (a claimed ID or an active subscription) or 429 otherwise.
 */
export function submitTransaction(input: TransactionInput): Promise<SubmitTransactionResponse> {
  return api.post<SubmitTransactionResponse>('/transactions', input);
}

/** The user's transaction list is fetched again once the new one is in. */
export function useSubmitTransaction(viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTransaction,
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: getMyTransactionsQueryOptions(viewer).queryKey,
      });
    },
  });
}
