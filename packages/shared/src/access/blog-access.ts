import type { Role, SubscriptionStatus } from '../constants/domain';

/** Who is asking: null for an anonymous visitor. */
export type Viewer = { role: Role; subscription_status: SubscriptionStatus } | null;

export function isAdmin(viewer: Viewer): boolean {
  return viewer?.role === 'admin';
}

export function hasActiveSubscription(viewer: Viewer): boolean {
  return viewer?.subscription_status === 'active';
}

/** Whether premium articles open for this viewer: a logged-in admin or active subscriber. */
export function readsPremium(viewer: Viewer): boolean {
  return isAdmin(viewer) || hasActiveSubscription(viewer);
}

/**
 * The premium reading rule (docs/product.md §5): a free article is for everyone; a premium
 * one only for a logged-in admin or active subscriber. The server applies it in
 * its article serializer; the web app only mirrors it.
 */
export function canReadBlog(blog: { is_premium: boolean }, viewer: Viewer): boolean {
  return !blog.is_premium || readsPremium(viewer);
}
