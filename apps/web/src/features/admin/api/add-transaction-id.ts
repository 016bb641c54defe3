import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

export interface AddTransactionIdResponse {
  message: string;
  /** A user's submission with the same ID, approved at once when auto-approval is on. */
  matchedTransaction: Transaction | null;
}

/** POST /api/admin/transactions/add-id: an ID seen on the mobile-money account. 409 if known. */
export function addTransactionId(trxId: string): Promise<AddTransactionIdResponse> {
  return api.post('/admin/transactions/add-id', { trxId });
}

export function useAddTransactionId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTransactionId,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
