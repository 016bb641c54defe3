import { hasActiveSubscription, isAdmin } from '@codegrow/shared/access/blog-access';
import type { User } from '@codegrow/shared/schemas/user';
import { type TFunction } from '../../../lib/i18n/i18n';
import { formatsFor, readDate, type Formats } from '@codegrow/shared/format/formats';

type Subscriber = Pick<User, 'role' | 'subscription_status' | 'subscription_expiry'> &
  Partial<Pick<User, 'subscription_source'>>;

/** docs/product.md §4: active, expired, and anything else shown as free. */
export function subscriptionStatusLabel(status: string): 'Active' | 'Expired' | 'Free' {
  if (status === 'active') return 'Active';
  if (status === 'expired') return 'Expired';
  return 'Free';
}

const STATUS_KEYS = {
  Active: 'dashboard.status.active',
  Expired: 'dashboard.status.expired',
  Free: 'dashboard.status.free',
} as const;

/** The status as the reader reads it, in the page's language (`t`). */
export function subscriptionStatusText(status: string, t: TFunction): string {
  return t(STATUS_KEYS[subscriptionStatusLabel(status)]);
}

/**
 * The line under the status: no expiry on an active subscription means the lifetime plan; a
 * free reader whose payment waits for review is told so. In the page's language and formats
 * (`t`, `formats`; English dates without them).
 */
export function subscriptionExpiryText(
  user: Subscriber,
  paymentPending: boolean,
  t: TFunction,
  formats: Formats = formatsFor('en'),
): string {
  const expiryDate = readDate(user.subscription_expiry);
  const date = expiryDate && formats.formatDay(expiryDate);
  switch (subscriptionStatusLabel(user.subscription_status)) {
    case 'Active':
      return date ? t('dashboard.expiry.until', { date }) : t('dashboard.expiry.lifetime');
    case 'Expired':
      return date ? t('dashboard.expiry.ended', { date }) : t('dashboard.expiry.renew');
    default:
      return paymentPending ? t('dashboard.expiry.paymentPending') : t('dashboard.expiry.none');
  }
}

/** Premium articles open: an active subscription, or an administrator (docs/product.md §5). */
export function hasPremiumAccess(user: Subscriber): boolean {
  return hasActiveSubscription(user) || isAdmin(user);
}

/** The settings tab's current plan, in the page's language (`t`): complimentary said as such. */
export function currentPlanLabel(user: Subscriber, t: TFunction): string {
  if (!hasActiveSubscription(user)) return t('dashboard.settings.freePlan');
  if (user.subscription_source === 'complimentary')
    return t('dashboard.settings.complimentaryPlan');
  return user.subscription_source === 'gift'
    ? t('dashboard.settings.giftPlan')
    : t('dashboard.settings.lifetimePlan');
}
