import { invalidStatusMessage } from '@codegrow/shared/constants/payment-messages';

export const REVIEW_STATUSES = ['approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The call that moves a pending transaction to `status`. docs/product.md §4: any other
 * target is refused before anything is sent.
 */
export function reviewPath(id: number, status: string): string {
  if (status === 'approved') return `/transactions/${id}/approve`;
  if (status === 'rejected') return `/transactions/${id}/reject`;
  throw new Error(invalidStatusMessage(status));
}
