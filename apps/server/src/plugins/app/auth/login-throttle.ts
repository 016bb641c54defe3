import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { loginThrottle } from '../../../db/schema/index';

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** Failures allowed per window: per account, and (higher, for shared networks) per IP. */
export const THROTTLE_LIMITS = { account: 10, ip: 30 } as const;

// Hashed: the table counts attempts without keeping anyone's address (docs/decisions/0002).
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const accountKey = (email: string) => `account:${digest(email)}`;
const keys = (ip: string, email: string) => ({
  ip: `ip:${digest(ip)}`,
  account: accountKey(email),
});

/**
 * Counts failed sign-ins in the database so every app server sees the same
 * numbers. A window starts at the first failure and lasts 15 minutes.
 */
export function createLoginThrottle(db: Executor) {
  return {
    /** Seconds until the caller may try again, or 0 when not blocked. */
    async blockedFor(ip: string, email: string): Promise<number> {
      const k = keys(ip, email);
      const rows = await db
        .select({
          key: loginThrottle.key,
          failures: loginThrottle.failures,
          remaining: sql<number>`ceil(extract(epoch from (${loginThrottle.windowStart} + make_interval(secs => ${THROTTLE_WINDOW_SECONDS}) - now())))::int`,
        })
        .from(loginThrottle)
        .where(inArray(loginThrottle.key, [k.ip, k.account]));
      const blocked = rows.filter(
        (row) =>
          row.remaining > 0 &&
          row.failures >= (row.key === k.ip ? THROTTLE_LIMITS.ip : THROTTLE_LIMITS.account),
      );
      return Math.max(0, ...blocked.map((row) => row.remaining));
    },

    async recordFailure(ip: string, email: string): Promise<void> {
      const k = keys(ip, email);
      const expired = sql`${loginThrottle.windowStart} < now() - make_interval(secs => ${THROTTLE_WINDOW_SECONDS})`;
      await db
        .insert(loginThrottle)
        .values([{ key: k.ip }, { key: k.account }].map((row) => ({ ...row, failures: 1 })))
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.windowStart} END`,
          },
        });
    },

    /** A successful sign-in, a new password or a deleted account clears its count (not the IP's). */
    async clearAccount(email: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(email)));
    },
  };
}
