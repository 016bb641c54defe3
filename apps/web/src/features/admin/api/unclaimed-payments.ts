import type { UnclaimedPayment } from '@codegrow/shared/schemas/payment-evidence';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

export interface UnclaimedFilters {
  sender: string;
  amount: string;
}

/** GET /api/admin/payments/unclaimed: money nobody claimed, narrowed by sender and amount. */
export function useUnclaimedPayments(filters: UnclaimedFilters) {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) =>
      value.trim() ? [[name, value.trim()]] : [],
    ),
  ).toString();
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'unclaimed', query],
    queryFn: ({ signal }) =>
      api.get<{ payments: UnclaimedPayment[] }>(`/admin/payments/unclaimed?${query}`, { signal }),
  });
}

/** POST /api/admin/payments/unclaimed/:id/assign: the payment is this reader's; verified at once. */
export function useAssignPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      api.post<{ transaction: Transaction }>(`/admin/payments/unclaimed/${id}/assign`, { email }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
