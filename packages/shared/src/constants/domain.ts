export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** 'free' is what the spec shows for any status other than active or expired. */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Where an active subscription came from: the reader's payment, an admin's complimentary grant,
 * or a gift another reader paid for.
 */
export const SUBSCRIPTION_SOURCES = ['paid', 'complimentary', 'gift'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export const AUTH_PROVIDERS = ['local', 'firebase'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const TRANSACTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The one plan the product sells (docs/product.md §3); the server's table is the authority on price. */
export const LIFETIME_PLAN = {
  id: 'lifetime',
  name: 'Lifetime Access',
  price: 30,
  duration: 'Forever',
} as const;
export const PLAN_TYPES = [LIFETIME_PLAN.id] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const LIFETIME_FEATURES = [
  'Unlimited premium content',
  'Ad-free reading',
  'Offline download',
  'Priority support',
  'Future content',
  'No monthly charges',
  'Member community',
  'Early access to new features',
] as const;
