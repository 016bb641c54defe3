import {
  LIFETIME_PLAN,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@codegrow/shared/constants/domain';
import { CURRENCY_SIGN } from '@codegrow/shared/constants/site';
import { format } from 'date-fns';

const amountFormat = new Intl.NumberFormat('en-US');

/** docs/product.md §9: the taka sign and the locale's number format ('৳30', '৳1,500'). */
export function formatAmount(amount: number): string {
  return `${CURRENCY_SIGN}${amountFormat.format(amount)}`;
}

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

/** The plan's name for the one plan sold; anything else as the server wrote it. */
export function planLabel(planType: string): string {
  return planType === LIFETIME_PLAN.id ? LIFETIME_PLAN.name : planType;
}

/** 'Nov 21, 2026' (docs/product.md §2's 'MMM dd, yyyy'); an unreadable date stays as sent. */
export function formatTransactionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'MMM dd, yyyy');
}
