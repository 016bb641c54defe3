import { LRUCache } from 'lru-cache';
import type { LiveSession } from './sessions-repository';

/**
 * Sessions found live, by session id, kept for a moment so a burst of one reader's requests
 * costs one lookup; an entry lives `ttlMs` from its lookup, however often it is used. A write
 * that changes an account, or ends its sessions, forgets that account's sessions on every server
 * (see authenticate and the change feed), so the change applies to its next request; a change
 * made outside the servers (the admin CLI, SQL by hand) applies within `ttlMs`.
 */
export function createLiveSessionsCache(ttlMs: number, maxEntries = 10_000) {
  const ofUser = new Map<number, Set<string>>();
  const entries = new LRUCache<string, LiveSession>({
    max: maxEntries,
    ttl: Math.max(1, ttlMs),
    // However it leaves (its time up, the oldest when full, forgotten), its account's index follows.
    dispose: (session, id) => {
      const ids = ofUser.get(session.user.id);
      ids?.delete(id);
      if (ids?.size === 0) ofUser.delete(session.user.id);
    },
  });
  // Counts forgets, so a lookup that overlapped one does not put back what it read before it.
  let forgets = 0;

  return {
    /** Taken before a lookup and handed to `set`. */
    mark(): number {
      return forgets;
    },
    get: (id: string): LiveSession | undefined => entries.get(id),
    /** Keeps a session read after `mark`, unless any account was forgotten meanwhile. */
    set(id: string, session: LiveSession, markBeforeLookup: number): void {
      const untilItEnds = session.expiresAt.getTime() - Date.now();
      if (ttlMs === 0 || markBeforeLookup !== forgets || untilItEnds <= 0) return;
      entries.set(id, session, { ttl: Math.min(ttlMs, untilItEnds) });
      const ids = ofUser.get(session.user.id) ?? new Set<string>();
      ofUser.set(session.user.id, ids.add(id));
    },
    /** Every session of this account is looked up again. */
    forget(userId: number): void {
      forgets += 1;
      for (const id of [...(ofUser.get(userId) ?? [])]) entries.delete(id);
    },
    forgetAll(): void {
      forgets += 1;
      entries.clear();
    },
  };
}
