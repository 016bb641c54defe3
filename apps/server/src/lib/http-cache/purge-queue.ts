import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cachePurges } from '../../db/schema/index';

export type PurgeRow = typeof cachePurges.$inferSelect;

/** How long a purge taken by one server is left to it before another may take it. */
const CLAIM_SECONDS = 60;
/** Retries wait 1, 4, 9… seconds, at most this long: a cache that was down is caught up soon. */
const MAX_BACKOFF_SECONDS = 300;

const claimed = sql`now() + make_interval(secs => ${CLAIM_SECONDS})`;

/**
 * The purges waiting for a cache in front of the servers. A row is taken (pushed into the
 * future, its attempts counted) before its purge is sent, and deleted once the cache took it:
 * a server that stops mid-send leaves it to be taken again.
 */
export function createPurgeQueue(db: Executor) {
  return {
    /** One purge of `keys` for each of `targets`, already taken by the caller to send now. */
    async addTaken(targets: string[], keys: string[]): Promise<PurgeRow[]> {
      return db
        .insert(cachePurges)
        .values(targets.map((target) => ({ target, keys, attempts: 1, nextAttemptAt: claimed })))
        .returning();
    },

    /**
     * Takes up to `limit` purges for `targets` whose time has come; SKIP LOCKED keeps other
     * servers off them. A server takes only purges for caches it knows, so one configured
     * differently (while a deployment rolls out) leaves the others' purges to them.
     */
    async claimDue(targets: string[], limit: number): Promise<PurgeRow[]> {
      const due = db
        .select({ id: cachePurges.id })
        .from(cachePurges)
        .where(
          and(inArray(cachePurges.target, targets), lte(cachePurges.nextAttemptAt, sql`now()`)),
        )
        .orderBy(asc(cachePurges.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(cachePurges)
        .set({ nextAttemptAt: claimed, attempts: sql`${cachePurges.attempts} + 1` })
        .where(inArray(cachePurges.id, due))
        .returning();
    },

    async done(id: number): Promise<void> {
      await db.delete(cachePurges).where(eq(cachePurges.id, id));
    },

    /** Tried again after attempts² seconds (capped); never dropped. */
    async failed(id: number, attempts: number, error: string): Promise<void> {
      const wait = Math.min(attempts * attempts, MAX_BACKOFF_SECONDS);
      await db
        .update(cachePurges)
        .set({
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
        })
        .where(eq(cachePurges.id, id));
    },
  };
}
