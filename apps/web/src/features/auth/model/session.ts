import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import { storage } from '../../../lib/storage';

/**
 * The token a browser kept in localStorage before the session moved to an HttpOnly cookie, and
 * the user stored beside it: removed where found. Such tokens name no session on the server, so
 * they sign nobody in; they only should not stay where a script could read them.
 */
export function forgetLegacyToken(): void {
  storage.remove(STORAGE_KEYS.legacyToken);
  storage.remove(STORAGE_KEYS.legacyUser);
}
