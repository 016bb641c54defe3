import type { LiveSession } from './sessions-repository';

/**
 * Sessions found live, by session id, kept for a moment so a burst of one reader's requests
 * costs one lookup; an entry lives `ttlMs` from its lookup, however often it is used. A write
 * that changes an account, or ends its sessions, forgets that account's sessions on every server
 * (see authenticate and the change feed), so the change applies to its next request; a change
 * made outside the servers (the admin CLI, SQL by hand) applies within `ttlMs`.
 */
export function createLiveSessionsCache(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, { session: LiveSession; expires: number }>();
  const ofUser = new Map<number, Set<string>>();
  // Counts forgets, so a lookup that overlapped one does not put back what it read before it.
  let forgets = 0;

  const drop = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    const ids = ofUser.get(entry.session.user.id);
    ids?.delete(id);
    if (ids?.size === 0) ofUser.delete(entry.session.user.id);
  };

  return {
    /** Taken before a lookup and handed to `set`. */
    mark(): number {
      return forgets;
    },
    get(id: string): LiveSession | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expires > Date.now() && entry.session.expiresAt.getTime() > Date.now())
        return entry.session;
      drop(id);
      return undefined;
    },
    /** Keeps a session read after `mark`, unless any account was forgotten meanwhile. */
    set(id: string, session: LiveSession, markBeforeLookup: number): void {
      if (ttlMs === 0 || markBeforeLookup !== forgets) return;
      // Maps keep insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) drop(entries.keys().next().value ?? id);
      entries.set(id, { session, expires: Date.now() + ttlMs });
      const ids = ofUser.get(session.user.id) ?? new Set<string>();
      ofUser.set(session.user.id, ids.add(id));
    },
    /** Every session of this account is looked up again. */
    forget(userId: number): void {
      forgets += 1;
      for (const id of ofUser.get(userId) ?? []) entries.delete(id);
      ofUser.delete(userId);
    },
    forgetAll(): void {
      forgets += 1;
      entries.clear();
      ofUser.clear();
    },
  };
}
