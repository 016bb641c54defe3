import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** Failures allowed per window: per account, and (higher, for shared networks) per IP. */
export const THROTTLE_LIMITS = { account: 10, ip: 30 } as const;

// Hashed: the table counts attempts without keeping anyone's address (docs/decisions/0002).
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const accountKey = (email: string) => `account:${digest(email)}`;
const ipKey = (ip: string) => `ip:${digest(ip)}`;
const limitOf = (key: string) =>
  key.startsWith('ip:') ? THROTTLE_LIMITS.ip : THROTTLE_LIMITS.account;

const windowEnd = sql`${loginThrottle.windowStart} + make_interval(secs => ${THROTTLE_WINDOW_SECONDS})`;
const expired = sql`${windowEnd} <= now()`;

/**
 * Counts sign-in attempts in the database so every app server sees the same numbers. A
 * window starts at the first attempt and lasts 15 minutes. An attempt is counted before its
 * password is checked, in one statement that returns the new count, so guesses sent at once
 * are numbered one by one and only those within the limit are checked at all.
 */
export function createLoginThrottle(db: Executor) {
  /** A new password or a deleted account clears its count (not the IP's). */
  async function clearAccount(email: string): Promise<void> {
    await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(email)));
  }

  return {
    /** Counts an attempt: seconds until the caller may try again when over a limit, else 0. */
    async attempt(ip: string, email: string): Promise<number> {
      const rows = await db
        .insert(loginThrottle)
        .values([ipKey(ip), accountKey(email)].map((key) => ({ key, failures: 1 })))
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.windowStart} END`,
          },
        })
        .returning({
          key: loginThrottle.key,
          count: loginThrottle.failures,
          remaining: sql<number>`ceil(extract(epoch from (${windowEnd} - now())))::int`,
        });
      const over = rows.filter((row) => row.count > limitOf(row.key));
      if (over.length === 0) return 0;
      return Math.max(1, ...over.map((row) => row.remaining));
    },

    /**
     * The right password: the attempt was no failure, so the IP's count gives it back (many
     * readers behind one address may sign in) and the account's count starts again.
     */
    async succeeded(ip: string, email: string): Promise<void> {
      await db
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(eq(loginThrottle.key, ipKey(ip)));
      await clearAccount(email);
    },

    clearAccount,

    /** Counts whose window has passed: the next attempt would start again at 1 anyway. */
    async removeExpired(): Promise<void> {
      await db.delete(loginThrottle).where(expired);
    },
  };
}
