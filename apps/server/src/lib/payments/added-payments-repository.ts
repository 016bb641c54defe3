import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addedPayments, transactions } from '../../db/schema/index';

/**
 * Payments a reader added to a claim whose own payment arrived short. An ID is named once, as a
 * claim's own or as an added payment: the caller checks `names` under the ID's lock
 * (lockTransactionIds) before adding or claiming it.
 */
export function createAddedPaymentsRepository(db: Executor) {
  return {
    /** Some claim names this ID, as its own or as a payment added to it (in any case). */
    async names(trxId: string): Promise<boolean> {
      const [claim] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(sql`lower(${transactions.trxId}) = lower(${trxId})`);
      if (claim) return true;
      const [added] = await db
        .select({ id: addedPayments.id })
        .from(addedPayments)
        .where(sql`lower(${addedPayments.trxId}) = lower(${trxId})`);
      return Boolean(added);
    },

    /** The IDs added to this claim, in the order they were added. */
    async idsOf(transactionId: number): Promise<string[]> {
      const rows = await db
        .select({ trxId: addedPayments.trxId })
        .from(addedPayments)
        .where(eq(addedPayments.transactionId, transactionId))
        .orderBy(addedPayments.id);
      return rows.map((row) => row.trxId);
    },

    async countFor(transactionId: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(addedPayments)
        .where(eq(addedPayments.transactionId, transactionId));
      return row?.count ?? 0;
    },

    async add(transactionId: number, trxId: string): Promise<void> {
      await db.insert(addedPayments).values({ transactionId, trxId });
    },
  };
}
