import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/transactions/:id/gift/resend: a new link for a sent, unredeemed gift, to a corrected
 * address if given (the old link dies); 409 once it is redeemed or expired.
 */
export function useResendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      api.post<{ message: string; transaction: Transaction }>(`/transactions/${id}/gift/resend`, {
        email,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['transactions', 'mine'] });
    },
  });
}
