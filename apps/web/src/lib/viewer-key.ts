import type { Role, SubscriptionStatus } from '@codegrow/shared/constants/domain';

type ViewerLike = { id: number; role: Role; subscription_status: SubscriptionStatus } | null;

/** The key of what every visitor gets alike (and what server-rendered pages carry). */
export const ANONYMOUS_VIEWER = 'anonymous';

/**
 * Part of every article query key: what the API returns (premium bodies,
 * later isLiked/isSaved) depends on who asks, so logging in, logging out or a
 * subscription turning active starts fresh queries instead of showing cached
 * answers meant for someone else.
 */
export function viewerKey(viewer: ViewerLike): string {
  if (!viewer) return ANONYMOUS_VIEWER;
  return `${viewer.id}:${viewer.role}:${viewer.subscription_status}`;
}
