import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import { storage } from '../../../lib/storage';

/**
 * The token a browser kept in localStorage before the session moved to an HttpOnly cookie,
 * if any. It is removed as it is read, with the user stored beside it: handed to the server
 * once (exchange-legacy-token.ts), it never stays where a script could read it.
 */
export function takeLegacyToken(): string | null {
  const token = storage.get(STORAGE_KEYS.legacyToken);
  storage.remove(STORAGE_KEYS.legacyToken);
  storage.remove(STORAGE_KEYS.legacyUser);
  return token;
}
