import { api } from '../../../lib/api-client';

/** POST /api/auth/logout: the server clears the session cookie, which no script can. */
export async function logout(): Promise<void> {
  await api.post('/auth/logout', undefined, { silentUnauthorized: true });
}
