import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/transactions/:id/payments: the ID of a further payment that makes up what the
 * claim's own payment lacked; 409 when the claim is not short or the ID is already named.
 */
export function useAddPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, trxId }: { id: number; trxId: string }) =>
      api.post<{ transaction: Transaction }>(`/transactions/${id}/payments`, { trxId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['transactions', 'mine'] });
    },
  });
}
