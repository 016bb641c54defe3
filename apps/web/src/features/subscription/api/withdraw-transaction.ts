import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/transactions/:id/withdraw: the reader takes back their waiting payment. */
export function useWithdrawTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ transaction: Transaction }>(`/transactions/${id}/withdraw`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['transactions', 'mine'] });
    },
  });
}
