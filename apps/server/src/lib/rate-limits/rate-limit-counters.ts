import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/index';

interface CounterRow {
  hits: number;
  ttl_ms: number;
}

export interface CounterState {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Until the window ends. */
  ttlMs: number;
}

/**
 * The API's rate-limit counters, kept in the database so that N per window means N across
 * every server. One statement per counted request: the row is locked for the update, so
 * simultaneous requests on several servers each count once.
 */
export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;

export function createRateLimitCounters(db: Database) {
  return {
    async hit(key: string, windowMs: number): Promise<CounterState> {
      const statement = sql`
        INSERT INTO ${rateLimitCounters} (key, hits, resets_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN ${rateLimitCounters}.resets_at <= now() THEN 1
                      ELSE ${rateLimitCounters}.hits + 1 END,
          resets_at = CASE WHEN ${rateLimitCounters}.resets_at <= now() THEN excluded.resets_at
                           ELSE ${rateLimitCounters}.resets_at END
        RETURNING hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl_ms`;
      // Both drivers answer raw SQL with `{ rows }`.
      const [row] = ((await db.execute(statement)) as unknown as { rows: CounterRow[] }).rows;
      return { hits: row?.hits ?? 1, ttlMs: row?.ttl_ms ?? windowMs };
    },
    /** Counters whose window has passed; they would start again at 1 anyway. */
    async removeExpired(): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
    },
  };
}
