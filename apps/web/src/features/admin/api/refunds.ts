import type { RefundsDue } from '@codegrow/shared/schemas/payment-evidence';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** GET /api/admin/payments/refunds: money due back to payers. */
export function useRefundsDue() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'refunds'],
    queryFn: ({ signal }) => api.get<RefundsDue>('/admin/payments/refunds', { signal }),
  });
}

/** POST /api/admin/payments/evidence/:id/refund: the refund went out, with its own ID. */
export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ evidenceId, refundTrxId }: { evidenceId: number; refundTrxId: string }) =>
      api.post(`/admin/payments/evidence/${evidenceId}/refund`, { refundTrxId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
