import { and, count, desc, eq, exists, gte, ilike, lt, not, sql, sum } from 'drizzle-orm';
import type {
  PaymentDesk,
  UnclaimedPayment,
  UnclaimedQuery,
} from '@codegrow/shared/schemas/payment-evidence';
import type { Executor } from '../../../db/client';
import { containing } from '../../../db/like-pattern';
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
    /** Money received that no claim names, newest first, narrowed by what the admin knows. */
    async unclaimed(query: UnclaimedQuery): Promise<UnclaimedPayment[]> {
      const filters = [not(exists(db.select().from(transactions).where(sameId)))];
      if (query.sender) filters.push(ilike(paymentEvidence.sender, containing(query.sender)));
      if (query.amount)
        filters.push(eq(paymentEvidence.amountPoisha, Math.round(query.amount * 100)));
      if (query.from) filters.push(gte(paymentEvidence.receivedAt, new Date(query.from)));
      if (query.to) filters.push(lt(paymentEvidence.receivedAt, new Date(query.to)));
      if (query.provider) filters.push(eq(paymentEvidence.provider, query.provider));
      const rows = await db
        .select()
        .from(paymentEvidence)
        .where(and(...filters))
        .orderBy(desc(paymentEvidence.receivedAt), desc(paymentEvidence.id))
        .limit(50);
      return rows.map((row) => ({
        id: row.id,
        provider: row.provider,
        trxId: row.trxId,
        amount: row.amountPoisha / 100,
        sender: row.sender,
        reference: row.reference,
        receivedAt: row.receivedAt?.toISOString() ?? null,
      }));
    },

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
