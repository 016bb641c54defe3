import { sql } from 'drizzle-orm';
import type { Transaction } from './client';
import { fnv1a } from '@codegrow/shared/content/text-hash';

/** One advisory-lock space per rule (the two-integer form: space, key). */
const LOCK_SPACES = { payments: 2, transactionIds: 3, wallets: 4 } as const;

/**
 * Runs the rest of `tx` as the only one of this user's `rule` sections on any
 * app server, until the transaction ends: a count-then-insert limit stays exact
 * under concurrent requests.
 */
export async function lockUserFor(
  tx: Transaction,
  rule: 'payments',
  userId: number,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES[rule]}::int, ${userId}::int)`);
}

/**
 * Runs the rest of `tx` as the only section on any app server touching these mobile-money
 * transaction IDs (in any case), until the transaction ends. A claim and the evidence of the
 * same ID, arriving at once, are then matched by whichever commits second, which sees the
 * other. Locks are taken in one order, so overlapping imports wait rather than deadlock.
 */
export async function lockTransactionIds(tx: Transaction, trxIds: string[]): Promise<void> {
  const keys = [...new Set(trxIds.map((id) => lockKey(id.toLowerCase())))].sort((a, b) => a - b);
  for (const key of keys)
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES.transactionIds}::int, ${key}::int)`,
    );
}

/**
 * Runs the rest of `tx` as the only section on any app server walking this wallet's chain of
 * balances (lib/payments/evidence/balance-chain.ts). Taken after the IDs' locks, never before.
 */
export async function lockWallet(tx: Transaction, wallet: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES.wallets}::int, ${lockKey(wallet)}::int)`,
  );
}

/** A stable key for a text, as the signed integer PostgreSQL's lock takes. */
const lockKey = (text: string): number => fnv1a(text) | 0;
