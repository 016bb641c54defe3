import { hasActiveSubscription, isAdmin } from '@codegrow/shared/access/blog-access';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { PENDING_PAYMENT_TEXT } from '@codegrow/shared/constants/payment-messages';
import type { User } from '@codegrow/shared/schemas/user';
import { formatDay, readDate } from '../../../lib/format';

type Subscriber = Pick<User, 'role' | 'subscription_status' | 'subscription_expiry'>;

/** docs/product.md §4: active, expired, and anything else shown as free. */
export function subscriptionStatusLabel(status: string): 'Active' | 'Expired' | 'Free' {
  if (status === 'active') return 'Active';
  if (status === 'expired') return 'Expired';
  return 'Free';
}

/**
 * The line under the status: no expiry on an active subscription means the lifetime plan; a
 * free reader whose payment waits for review is told so.
 */
export function subscriptionExpiryText(user: Subscriber, paymentPending = false): string {
  const expiryDate = readDate(user.subscription_expiry);
  const expiry = expiryDate && formatDay(expiryDate);
  switch (subscriptionStatusLabel(user.subscription_status)) {
    case 'Active':
      return expiry ? `Until ${expiry}` : 'Lifetime access';
    case 'Expired':
      return expiry ? `Ended ${expiry}` : 'Renew to read premium articles';
    default:
      return paymentPending ? PENDING_PAYMENT_TEXT.summary : 'No subscription yet';
  }
}

/** Premium articles open: an active subscription, or an administrator (docs/product.md §5). */
export function hasPremiumAccess(user: Subscriber): boolean {
  return hasActiveSubscription(user) || isAdmin(user);
}

/** The settings tab's current plan. */
export function currentPlanLabel(user: Subscriber): string {
  return hasActiveSubscription(user) ? LIFETIME_PLAN.name : 'Free';
}
