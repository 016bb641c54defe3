import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { REFERENCE_ALPHABET } from '@codegrow/shared/constants/payment-providers';
import type { Executor } from '../../db/client';
import { paymentReferences } from '../../db/schema/index';

/** A reference not used within this many days lapses; its unique Rocket amount is freed. */
export const REFERENCE_DAYS = 7;
const ATTEMPTS = 8;

export type PaymentReference = typeof paymentReferences.$inferSelect;

const newCode = () =>
  `CG-${Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const lapsed = sql`now() - make_interval(days => ${REFERENCE_DAYS})`;

/**
 * The references readers are given before paying. `price`: the plan's, in whole taka; a
 * Rocket payer is asked for it plus 1 to 99 poisha, an amount no other open reference has.
 */
export function createPaymentReferences(db: Executor, price: number) {
  const open = (userId: number) =>
    and(
      eq(paymentReferences.userId, userId),
      isNull(paymentReferences.claimedAt),
      gt(paymentReferences.createdAt, lapsed),
    );

  /** A unique amount among open references, or null when all 99 are taken. */
  async function freeRocketPoisha(): Promise<number | null> {
    const taken = await db
      .select({ poisha: paymentReferences.rocketPoisha })
      .from(paymentReferences)
      .where(isNull(paymentReferences.claimedAt));
    const used = new Set(taken.map((row) => row.poisha));
    const free = Array.from({ length: 99 }, (_, i) => price * 100 + i + 1).filter(
      (poisha) => !used.has(poisha),
    );
    return free.length ? (free[randomInt(free.length)] ?? null) : null;
  }

  return {
    /** The reader's open reference, or a new one. Codes and open Rocket amounts never clash. */
    async openFor(userId: number): Promise<PaymentReference> {
      const [current] = await db
        .select()
        .from(paymentReferences)
        .where(open(userId))
        .orderBy(desc(paymentReferences.createdAt))
        .limit(1);
      if (current) return current;
      await db
        .delete(paymentReferences)
        .where(and(isNull(paymentReferences.claimedAt), lt(paymentReferences.createdAt, lapsed)));
      // A clash with a code or an amount taken meanwhile inserts nothing: try another.
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const [made] = await db
          .insert(paymentReferences)
          .values({ userId, code: newCode(), rocketPoisha: await freeRocketPoisha() })
          .onConflictDoNothing()
          .returning();
        if (made) return made;
      }
      throw new Error('No free payment reference after several attempts');
    },

    /** Marks the reader's open reference used by the claim being made, and answers it. */
    async use(userId: number): Promise<PaymentReference | undefined> {
      const [current] = await db
        .select({ id: paymentReferences.id })
        .from(paymentReferences)
        .where(open(userId))
        .orderBy(desc(paymentReferences.createdAt))
        .limit(1);
      if (!current) return undefined;
      const [used] = await db
        .update(paymentReferences)
        .set({ claimedAt: new Date() })
        .where(eq(paymentReferences.id, current.id))
        .returning();
      return used;
    },
  };
}
