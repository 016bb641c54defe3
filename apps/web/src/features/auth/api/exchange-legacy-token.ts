import type { User } from '@codegrow/shared/schemas/user';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/session with a token kept in localStorage before sessions moved to the
 * cookie: the server answers with the session cookie for it, so the browser stays signed in.
 */
export async function exchangeLegacyToken(token: string): Promise<User> {
  const data = await api.post<{ user: User }>('/auth/session', undefined, {
    headers: { Authorization: `Bearer ${token}` },
    silentUnauthorized: true,
  });
  return data.user;
}
