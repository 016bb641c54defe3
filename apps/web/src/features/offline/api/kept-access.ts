import { readsPremium } from '@codegrow/shared/access/blog-access';
import type { User } from '@codegrow/shared/schemas/user';
import { api, ApiError } from '../../../lib/api-client';

/**
 * What the server says this browser's session may read kept premium pages under: whether it
 * reads premium at all, and until when (the session's end unless used, or the access's own end
 * if that comes first). Null when the server could not be asked.
 */
export type KeptAccess = { readsPremium: false } | { readsPremium: true; validUntil: string };

export async function keptAccess(): Promise<KeptAccess | null> {
  try {
    const { user, session } = await api.get<{ user: User; session?: { expiresAt: string } }>(
      '/auth/profile',
      { silentUnauthorized: true },
    );
    if (!readsPremium(user) || !session) return { readsPremium: false };
    const ends = [session.expiresAt, user.subscription_expiry].filter(
      (end): end is string => end !== null,
    );
    const validUntil = ends.reduce((soonest, end) =>
      Date.parse(end) < Date.parse(soonest) ? end : soonest,
    );
    return { readsPremium: true, validUntil };
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? { readsPremium: false } : null;
  }
}
