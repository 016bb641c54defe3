import { sql } from 'drizzle-orm';
import type { Transaction } from './client';

/** One advisory-lock space per per-user rule (the two-integer form: space, user id). */
const LOCK_SPACES = { payments: 2 } as const;

/**
 * Runs the rest of `tx` as the only one of this user's `rule` sections on any
 * app server, until the transaction ends: a count-then-insert limit stays exact
 * under concurrent requests.
 */
export async function lockUserFor(
  tx: Transaction,
  rule: keyof typeof LOCK_SPACES,
  userId: number,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES[rule]}::int, ${userId}::int)`);
}
