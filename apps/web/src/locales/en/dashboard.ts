import { REVIEW_TEXT } from '@codegrow/shared/constants/checks';
import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import {
  PENDING_PAYMENT_TEXT,
  LIFETIME_PLAN_TEXT,
} from '@codegrow/shared/constants/payment-messages';

/**
 * The dashboard area's texts: the reader's dashboard, its summary cards, tabs, overview,
 * saved blogs and settings.
 */
export const dashboard = {
  page: {
    eyebrow: 'Dashboard',
    welcome: 'Welcome back, {{name}}',
    signedInAs: 'Signed in as <email>{{email}}</email>',
    sections: 'Dashboard sections',
  },
  tabs: {
    overview: 'Overview',
    learning: LEARNING_TEXT.learningTab,
    review: REVIEW_TEXT.tab,
    transactions: 'Transactions',
    saved: 'Saved Blogs',
    settings: 'Settings',
  },
  browseBlogs: 'Browse Blogs',
  tryAgain: 'Try again',
  saved: {
    emptyTitle: 'No saved blogs yet',
    emptyBody: 'Use the Save button on any article to keep it here for later.',
  },
  summary: {
    label: 'Account summary',
    subscription: 'Subscription',
    savedBlogs: 'Saved Blogs',
    premiumAccess: 'Premium Access',
    blogsRead: 'Blogs Read',
    yes: 'Yes',
    no: 'No',
  },
  /** A subscription's status (docs/product.md §4). */
  status: {
    active: 'Active',
    expired: 'Expired',
    free: 'Free',
  },
  /** The line under the status. */
  expiry: {
    until: 'Until {{date}}',
    lifetime: 'Lifetime access',
    ended: 'Ended {{date}}',
    renew: 'Renew to read premium articles',
    none: 'No subscription yet',
    paymentPending: PENDING_PAYMENT_TEXT.summary,
  },
  quickActions: {
    heading: 'Quick actions',
    browseText: 'Find your next tutorial.',
    subscribe: 'Subscribe',
    subscribeText: 'Unlock every premium article for life.',
    settings: 'Account Settings',
    settingsText: 'Your profile, plan and account.',
  },
  recent: {
    heading: 'Recent activity',
    loading: 'Loading recent activity...',
    emptyTitle: 'Nothing saved yet',
    emptyBody: 'Save an article with its Save button and it appears here.',
    premium: 'Premium',
    savedOn: 'Saved <time>{{date}}</time>',
  },
  settings: {
    profile: 'Profile',
    profileIntro: 'How you appear on the site. These details cannot be changed here.',
    name: 'Name',
    notSet: 'Not set',
    email: 'Email',
    subscription: 'Subscription',
    planIntro: 'Your current plan.',
    currentPlan: 'Current plan',
    lifetimePlan: LIFETIME_PLAN_TEXT.name,
    freePlan: 'Free',
    complimentaryPlan: 'Complimentary access',
    giftPlan: `${LIFETIME_PLAN_TEXT.name}, a gift`,
    complimentaryNote:
      'CodeGrow gave you premium reading: every premium article is open to you. {{until}}.',
    premiumUnlocked: 'Premium unlocked',
    upgrade: 'Upgrade',
    subscribedNote: 'Every premium article is open to you, for life. There is nothing more to pay.',
    payOnce: 'Pay {{price}} once and read every premium article, now and in the future.',
    memberSince: 'Member since <time>{{date}}</time>',
    sessions: 'Where you are signed in',
    sessionsBody:
      'Left signed in on a shared phone or computer? Signing out everywhere ends every session of your account at once, this one too.',
    signOutEverywhere: 'Sign out everywhere',
    dangerZone: 'Danger zone',
    dangerBody:
      'Deleting your account removes your profile, likes, saved articles and reading history for good. Comments stay, signed as a deleted user; payment records are kept for the books without your e-mail address.',
  },
} as const;
