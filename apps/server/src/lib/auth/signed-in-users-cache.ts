import type { UserRow } from './users-repository';

/**
 * Signed-in users by id, kept for a moment so a burst of requests from one
 * reader costs one lookup; an entry lives `ttlMs` from its lookup, however often it
 * is used. A write that changes an account forgets that account on every server (see
 * authenticate and the change feed), so the change applies to its next request; a change
 * made outside the servers (the admin CLI, SQL by hand) applies within `ttlMs`.
 */
export function createSignedInUsersCache(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<number, { user: UserRow; expires: number }>();
  // Counts forgets, so a lookup that overlapped one does not put back what it read before it.
  let forgets = 0;
  return {
    /** Taken before a lookup and handed to `set`. */
    mark(): number {
      return forgets;
    },
    get(id: number): UserRow | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expires > Date.now()) return entry.user;
      entries.delete(id);
      return undefined;
    },
    /** Keeps a user read after `mark`, unless any account was forgotten meanwhile. */
    set(user: UserRow, markBeforeLookup: number): void {
      if (ttlMs === 0 || markBeforeLookup !== forgets) return;
      // Maps keep insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? user.id);
      entries.set(user.id, { user, expires: Date.now() + ttlMs });
    },
    forget(id: number): void {
      forgets += 1;
      entries.delete(id);
    },
    forgetAll(): void {
      forgets += 1;
      entries.clear();
    },
  };
}

export type SignedInUsersCache = ReturnType<typeof createSignedInUsersCache>;
