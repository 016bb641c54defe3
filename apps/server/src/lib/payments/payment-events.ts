import { asc, eq } from 'drizzle-orm';
import type { PaymentEventType } from '@codegrow/shared/constants/payment-providers';
import type { PaymentHistory } from '@codegrow/shared/schemas/payment-evidence';
import type { Executor } from '../../db/client';
import { paymentEvents, users } from '../../db/schema/index';
import { mailDeliveries } from '../mail/mail-outbox';

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
      // A queued mail's step says whether the mail worker has sent it since.
      const mailIds = rows.flatMap((row) =>
        typeof row.detail.mailId === 'number' ? [row.detail.mailId] : [],
      );
      const deliveries = await mailDeliveries(db, mailIds);
      return {
        events: rows.map((row) => {
          const mail =
            typeof row.detail.mailId === 'number' ? deliveries.get(row.detail.mailId) : undefined;
          return {
            ...row,
            at: row.at.toISOString(),
            ...(mail && {
              mail: { status: mail.status, sentAt: mail.sentAt?.toISOString() ?? null },
            }),
          };
        }),
      };
    },
  };
}
