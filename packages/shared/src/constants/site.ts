/** Product identity. Deployments override these through the server's environment. */
export const SITE_DEFAULTS = {
  name: 'CodeGrow',
  slogan: 'Learn. Code. Grow.',
  email: 'hello@codegrow.local',
  phone: '+880 1700-000000',
  city: 'Dhaka, Bangladesh',
  paymentNumber: '01700000000',
} as const;

export const CURRENCY_SIGN = '৳';

/** Keys the web app keeps in localStorage (SPEC 3). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  theme: 'theme',
  /** Set once this browser has signed in through the identity provider. */
  providerUsed: 'identityProviderUsed',
} as const;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
