import { asc, eq } from 'drizzle-orm';
import type { PaymentEventType } from '@codegrow/shared/constants/payment-providers';
import type { PaymentHistory } from '@codegrow/shared/schemas/payment-evidence';
import type { Executor } from '../../db/client';
import { paymentEvents, users } from '../../db/schema/index';

export interface PaymentEvent {
  transactionId: number;
  type: PaymentEventType;
  /** The reader or admin who acted; null for the matcher. */
  actorId?: number | null;
  detail?: Record<string, unknown>;
}

/**
 * The audit trail of claims. Append-only: this module is the only writer and has no update or
 * delete; a claim's events are written in the transaction that makes the change they record.
 */
export function createPaymentEvents(db: Executor) {
  return {
    async record(event: PaymentEvent): Promise<void> {
      await db.insert(paymentEvents).values(event);
    },

    async history(transactionId: number): Promise<PaymentHistory> {
      const rows = await db
        .select({
          type: paymentEvents.type,
          at: paymentEvents.at,
          by: users.name,
          detail: paymentEvents.detail,
        })
        .from(paymentEvents)
        .leftJoin(users, eq(users.id, paymentEvents.actorId))
        .where(eq(paymentEvents.transactionId, transactionId))
        .orderBy(asc(paymentEvents.id));
      return { events: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
    },
  };
}
