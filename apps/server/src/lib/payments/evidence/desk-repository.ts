import { and, count, eq, exists, not, sql, sum } from 'drizzle-orm';
import type { PaymentDesk } from '@codegrow/shared/schemas/payment-evidence';
import type { Executor } from '../../../db/client';
import { paymentEvidence, settings, transactions } from '../../../db/schema/index';
import { FORWARDER_KEY } from './evidence-repository';

/** Evidence of the same transaction as the claim, in any case. */
const sameId = eq(sql`lower(${paymentEvidence.trxId})`, sql`lower(${transactions.trxId})`);

/** The matcher judged the claim's evidence and a rule failed (see matching/matcher.ts). */
const failedARule = sql`${transactions.matchRules} @> '[{"passed": false}]'::jsonb`;

const taka = (poisha: number) => Math.round(poisha) / 100;

/** The payment desk's figures, read from claims and evidence together. */
export function createDeskRepository(db: Executor) {
  async function claims(status: 'approved' | 'pending', flagged?: boolean) {
    const filters = [eq(transactions.status, status)];
    if (flagged !== undefined)
      filters.push(
        flagged ? failedARule : sql`(${transactions.matchRules} IS NULL OR NOT ${failedARule})`,
      );
    const [row] = await db
      .select({ count: count(), total: sum(transactions.amount).mapWith(Number) })
      .from(transactions)
      .where(and(...filters));
    return { count: row?.count ?? 0, total: row?.total ?? 0 };
  }

  async function unclaimed() {
    const claimed = exists(db.select().from(transactions).where(sameId));
    const [row] = await db
      .select({ count: count(), total: sum(paymentEvidence.amountPoisha).mapWith(Number) })
      .from(paymentEvidence)
      .where(not(claimed));
    return { count: row?.count ?? 0, total: taka(row?.total ?? 0) };
  }

  return {
    /** When the SMS-forwarding app last delivered, if it ever has. */
    async forwarder(): Promise<PaymentDesk['forwarder']> {
      const [row] = await db.select().from(settings).where(eq(settings.key, FORWARDER_KEY));
      const at = (row?.value as { lastDeliveryAt?: unknown } | undefined)?.lastDeliveryAt;
      return { lastDeliveryAt: typeof at === 'string' ? at : null };
    },

    async buckets(): Promise<PaymentDesk['buckets']> {
      const [verified, waiting, flagged, money] = await Promise.all([
        claims('approved'),
        claims('pending', false),
        claims('pending', true),
        unclaimed(),
      ]);
      return { verified, waiting, flagged, unclaimed: money };
    },
  };
}
