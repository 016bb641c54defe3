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

/**
 * The one plan the product sells (docs/product.md §3); the server's table is the authority on
 * price. Its words are LIFETIME_PLAN_TEXT (payment-messages.ts), kept apart from the numbers
 * so that a page in another language carries the numbers alone.
 */
export const LIFETIME_PLAN = {
  id: 'lifetime',
  price: 30,
} as const;
export const PLAN_TYPES = [LIFETIME_PLAN.id] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** How a reader follows a category or a path: an e-mail for each new article, a weekly one, none. */
export const FOLLOW_MODES = ['each', 'weekly', 'off'] as const;
export type FollowMode = (typeof FOLLOW_MODES)[number];

/** The mobile-money services readers pay through, as the desk and the ledger name them (brand names,
 * alike in every language). */
export const PAYMENT_PROVIDERS = ['bkash', 'nagad', 'rocket'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<PaymentProvider, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
};
