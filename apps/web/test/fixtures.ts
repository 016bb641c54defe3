import type { Transaction } from '@codegrow/shared/schemas/transaction';
import type { Blog } from '@codegrow/shared/schemas/blog';
import type { CommentsPage } from '@codegrow/shared/schemas/engagement';
import type { User } from '@codegrow/shared/schemas/user';

/** A reader as the API describes them; `subscribed` makes them an active subscriber. */
export function reader(name: string, { subscribed = false } = {}): User {
  return {
    id: 7,
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
    role: 'user',
    subscription_status: subscribed ? 'active' : 'free',
    subscription_expiry: null,
    subscription_source: subscribed ? 'paid' : null,
    complimentary_reason: null,
    photo_url: null,
    profilePicture: null,
    authProvider: 'local',
    firebaseUid: null,
    emailVerified: true,
    ban: null,
    created_at: '2026-01-05T12:00:00.000Z',
  };
}

/** An article as the API answers it: whole, or `locked` with its excerpt only. */
export function article(overrides: Partial<Blog> = {}): Blog {
  return {
    id: 3,
    title: 'Indexes That Earn Their Keep',
    category: 'Databases',
    category_id: 1,
    category_slug: 'databases',
    tags: 'sql, postgresql',
    excerpt: 'When an index pays for itself, and when it only slows writes.',
    content: '## Why\n\nA B-tree keeps keys in order.',
    content_html: '<h2 id="why">Why</h2><p>A B-tree keeps keys in order.</p>',
    image_url: null,
    is_premium: false,
    is_published: true,
    author_name: 'CodeGrow Admin',
    publish_date: '2026-11-21T12:00:00.000Z',
    publish_at: null,
    free_at: null,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-21T12:00:00.000Z',
    likes_count: 4,
    reading_time: 6,
    locked: false,
    reviewed_on: null,
    tested_with: null,
    language: 'en',
    review_due: false,
    mindmap_data: null,
    ...overrides,
  };
}

export const lockedPremium = (overrides: Partial<Blog> = {}) =>
  article({ is_premium: true, locked: true, content: null, content_html: null, ...overrides });

export const noComments: CommentsPage = { comments: [], hasMore: false, total: 0 };

/** A reader's payment waiting for review, as GET /api/transactions/my-transactions lists it. */
export function pendingPayment(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 11,
    trx_id: 'CJU0PZQ3U6',
    user_id: 7,
    user_email: 'rina.reader@example.org',
    user_name: 'Rina Reader',
    plan_type: 'lifetime',
    amount: 1500,
    status: 'pending',
    matched: false,
    created_at: '2026-11-25T12:00:00.000Z',
    reviewed_at: null,
    rejection_reason: null,
    provider: null,
    reference: null,
    match_rules: null,
    received: null,
    added_trx_ids: [],
    gift: null,
    ...overrides,
  };
}
