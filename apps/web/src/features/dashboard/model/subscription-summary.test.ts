import { PENDING_PAYMENT_TEXT } from '@codegrow/shared/constants/payment-messages';
import { describe, expect, it } from 'vitest';
import {
  currentPlanLabel,
  hasPremiumAccess,
  subscriptionExpiryText,
  subscriptionStatusLabel,
} from './subscription-summary';
import { english } from '../../../../test/english';

const { t } = english;

const user = (
  fields: Partial<{
    role: 'user' | 'admin';
    subscription_status: 'free' | 'active' | 'expired';
    subscription_expiry: string | null;
  }> = {},
) => ({
  role: 'user' as const,
  subscription_status: 'free' as const,
  subscription_expiry: null,
  ...fields,
});

describe('subscriptionStatusLabel', () => {
  it('names active and expired, and shows anything else as free', () => {
    expect(subscriptionStatusLabel('active')).toBe('Active');
    expect(subscriptionStatusLabel('expired')).toBe('Expired');
    expect(subscriptionStatusLabel('free')).toBe('Free');
    expect(subscriptionStatusLabel('trial')).toBe('Free');
    expect(subscriptionStatusLabel('')).toBe('Free');
  });
});

describe('subscriptionExpiryText', () => {
  it('calls an active subscription without an expiry lifetime access', () => {
    expect(subscriptionExpiryText(user({ subscription_status: 'active' }), false, t)).toBe(
      'Lifetime access',
    );
  });

  it('gives the end date when there is one', () => {
    expect(
      subscriptionExpiryText(
        user({ subscription_status: 'active', subscription_expiry: '2030-01-15T12:00:00Z' }),
        false,
        t,
      ),
    ).toBe('Until Jan 15, 2030');
    expect(
      subscriptionExpiryText(
        user({ subscription_status: 'expired', subscription_expiry: '2025-06-01T12:00:00Z' }),
        false,
        t,
      ),
    ).toBe('Ended Jun 01, 2025');
  });

  it('copes with an expired subscription without a date, an unreadable date and no subscription', () => {
    expect(subscriptionExpiryText(user({ subscription_status: 'expired' }), false, t)).toBe(
      'Renew to read premium articles',
    );
    expect(
      subscriptionExpiryText(
        user({ subscription_status: 'active', subscription_expiry: 'soon' }),
        false,
        t,
      ),
    ).toBe('Lifetime access');
    expect(subscriptionExpiryText(user(), false, t)).toBe('No subscription yet');
  });

  it('tells a free reader their payment is waiting for review', () => {
    expect(subscriptionExpiryText(user(), true, t)).toBe(PENDING_PAYMENT_TEXT.summary);
    expect(subscriptionExpiryText(user({ subscription_status: 'active' }), true, t)).toBe(
      'Lifetime access',
    );
  });
});

describe('hasPremiumAccess and currentPlanLabel', () => {
  it('opens premium to subscribers and administrators only', () => {
    expect(hasPremiumAccess(user({ subscription_status: 'active' }))).toBe(true);
    expect(hasPremiumAccess(user({ role: 'admin' }))).toBe(true);
    expect(hasPremiumAccess(user())).toBe(false);
    expect(hasPremiumAccess(user({ subscription_status: 'expired' }))).toBe(false);
  });

  it('names the lifetime plan for subscribers, Free for everyone else', () => {
    expect(currentPlanLabel(user({ subscription_status: 'active' }), t)).toBe('Lifetime Access');
    expect(currentPlanLabel(user({ role: 'admin' }), t)).toBe('Free');
    expect(currentPlanLabel(user({ subscription_status: 'expired' }), t)).toBe('Free');
  });
});
