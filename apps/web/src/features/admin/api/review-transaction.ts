import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewPath, type ReviewStatus } from '../model/review';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** POST /api/transactions/:id/approve or /reject; 409 when it is no longer pending. */
export function reviewTransaction(input: {
  id: number;
  status: ReviewStatus;
  /** On a rejection: why, in words the reader sees. */
  reason?: string;
}): Promise<{ message: string; transaction: Transaction }> {
  const body = input.status === 'rejected' && input.reason ? { reason: input.reason } : undefined;
  return api.post(reviewPath(input.id, input.status), body);
}

/** docs/product.md §4: after any change the dashboard data (stats and lists) reloads. */
export function useReviewTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewTransaction,
    // Not awaited: the caller's own callbacks (toasts) run before the lists reload and
    // possibly unmount the row that asked.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
