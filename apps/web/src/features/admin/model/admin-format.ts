import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@codegrow/shared/constants/domain';

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
