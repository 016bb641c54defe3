import type { PaymentHistory } from '@codegrow/shared/schemas/payment-evidence';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/transactions/:id/history: the claim's steps, oldest first (its reader or an admin). */
export function usePaymentHistory(id: number) {
  return useQuery({
    queryKey: ['transactions', id, 'history'],
    queryFn: ({ signal }) => api.get<PaymentHistory>(`/transactions/${id}/history`, { signal }),
  });
}
