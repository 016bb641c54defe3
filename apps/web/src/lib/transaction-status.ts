import { TRANSACTION_STATUSES, type TransactionStatus } from '@codegrow/shared/constants/domain';

/** docs/product.md §4: an unknown status displays as pending. */
export function displayStatus(status: string): TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(status)
    ? (status as TransactionStatus)
    : 'pending';
}

const STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[displayStatus(status)];
}
