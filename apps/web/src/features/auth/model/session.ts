import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import type { User } from '@codegrow/shared/schemas/user';
import { setSessionHint } from '../../../lib/render-hints';
import { storage, tokenStorage } from '../../../lib/storage';
import type { StoredSession } from './auth-reducer';

function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'number' && typeof candidate.email === 'string';
}

/** The token and user kept in localStorage (docs/product.md §3); a garbled user counts as none. */
export function readSession(): StoredSession {
  const token = tokenStorage.get();
  const raw = storage.get(STORAGE_KEYS.user);
  let user: User | null = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      user = isStoredUser(parsed) ? parsed : null;
    } catch {
      user = null;
    }
  }
  return { token, user };
}

export function saveSession(token: string, user: User): void {
  tokenStorage.set(token);
  saveUser(user);
  setSessionHint(true);
}

export function saveUser(user: User): void {
  storage.set(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredUser(): void {
  storage.remove(STORAGE_KEYS.user);
}

export function clearSession(): void {
  tokenStorage.clear();
  clearStoredUser();
  setSessionHint(false);
}
