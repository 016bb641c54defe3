import {
  SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
  type SubscriptionStatus,
  type TransactionStatus,
} from '@codegrow/shared/constants/domain';
import { CURRENCY_SIGN } from '@codegrow/shared/constants/site';
import { format } from 'date-fns';

const numberFormat = new Intl.NumberFormat('en-US');

/** docs/product.md §9: the taka sign and the locale's number format ('৳30', '৳1,500'). */
export function formatTaka(amount: number): string {
  return `${CURRENCY_SIGN}${numberFormat.format(amount)}`;
}

export function formatCount(count: number): string {
  return numberFormat.format(count);
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 05, 2026'; an unreadable or missing date shows as a dash. */
export function formatDay(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? format(date, 'MMM dd, yyyy') : '—';
}

/** 'Mar 05, 2026, 14:07' for the audit trail, where the time of day matters. */
export function formatDayTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? format(date, 'MMM dd, yyyy, HH:mm') : '—';
}

/** docs/product.md §4: an unknown status displays as pending. */
export function transactionStatus(status: string): TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(status)
    ? (status as TransactionStatus)
    : 'pending';
}

/** docs/product.md §2 users column: 'free' when missing, or anything but active or expired. */
export function subscriptionStatus(status: string | null | undefined): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as SubscriptionStatus)
    : 'free';
}

/** docs/product.md §2 users column: 'N/A' for a user without a name. */
export function nameOrNA(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : 'N/A';
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
