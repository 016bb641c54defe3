import { z } from 'zod';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  not,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type {
  DeskQuery,
  PaymentDesk,
  UnclaimedPayment,
  UnclaimedQuery,
} from '@codegrow/shared/schemas/payment-evidence';
import type { Executor } from '../../../db/client';
import { containing } from '../../../db/like-pattern';
import { paymentEvidence, transactions } from '../../../db/schema/index';
import { createSettingsStore, SETTINGS_KEYS } from '../../settings/settings-store';
import { claimNamingPayment } from '../claim-evidence';
import { receivedPayment } from './sms-evidence';

/** When the forwarding app last delivered, as the evidence repository notes it. */
const forwarderSchema = z.object({ lastDeliveryAt: z.string() });

/** The matcher judged the claim's evidence and a rule failed (see matching/matcher.ts). */
const failedARule = sql`${transactions.matchRules} @> '[{"passed": false}]'::jsonb`;

const taka = (poisha: number) => Math.round(poisha) / 100;

/** One line of the desk's ledger (its CSV export). */
export interface LedgerLine {
  state: 'verified' | 'waiting' | 'flagged' | 'rejected' | 'unclaimed';
  receipt: number | null;
  trxId: string;
  provider: string | null;
  /** Taka: the plan's price the claim is for, and what arrived. */
  claimed: number | null;
  received: number | null;
  sender: string | null;
  reference: string | null;
  reader: string | null;
  claimedAt: Date | null;
  receivedAt: Date | null;
}

const stateOf = (status: string, flagged: boolean): LedgerLine['state'] => {
  if (status === 'approved') return 'verified';
  if (status === 'rejected') return 'rejected';
  return flagged ? 'flagged' : 'waiting';
};

/** Some claim names this payment's transaction ID (its own, or one added to it). */
const claimed = sql`${claimNamingPayment} IS NOT NULL`;

/** The start of a day in Bangladesh, where the desk's days are counted. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+06:00`);
const nextDayStart = (date: string) => new Date(dayStart(date).getTime() + 24 * 3600 * 1000);

/** The payment desk's figures, read from claims and evidence together. */
export function createDeskRepository(db: Executor) {
  /** Claims made in the period (days, both ends included), paid or said to be paid with the wallet. */
  function claimsIn(query: DeskQuery): SQL[] {
    const filters: SQL[] = [];
    if (query.from) filters.push(gte(transactions.createdAt, dayStart(query.from)));
    if (query.to) filters.push(lt(transactions.createdAt, nextDayStart(query.to)));
    if (query.provider)
      filters.push(
        or(
          eq(transactions.provider, query.provider),
          inArray(
            transactions.id,
            db
              .select({ id: claimNamingPayment })
              .from(paymentEvidence)
              .where(eq(paymentEvidence.provider, query.provider)),
          ),
        ) as SQL,
      );
    return filters;
  }

  /** Money received in the period, with the wallet. */
  function evidenceIn(query: DeskQuery): SQL[] {
    const filters: SQL[] = [];
    if (query.from) filters.push(gte(paymentEvidence.receivedAt, dayStart(query.from)));
    if (query.to) filters.push(lt(paymentEvidence.receivedAt, nextDayStart(query.to)));
    if (query.provider) filters.push(eq(paymentEvidence.provider, query.provider));
    return filters;
  }

  async function claims(query: DeskQuery, status: 'approved' | 'pending', flagged?: boolean) {
    const filters = [eq(transactions.status, status), ...claimsIn(query)];
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

  async function unclaimed(query: DeskQuery) {
    const [row] = await db
      .select({ count: count(), total: sum(paymentEvidence.amountPoisha).mapWith(Number) })
      .from(paymentEvidence)
      .where(and(not(claimed), isNull(paymentEvidence.refundedAt), ...evidenceIn(query)));
    return { count: row?.count ?? 0, total: taka(row?.total ?? 0) };
  }

  return {
    /** Money received that no claim names, newest first, narrowed by what the admin knows. */
    async unclaimed(query: UnclaimedQuery): Promise<UnclaimedPayment[]> {
      const filters = [not(claimed), isNull(paymentEvidence.refundedAt)];
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
        ...receivedPayment(row),
        expectedBalance:
          row.expectedBalancePoisha === null ? null : taka(row.expectedBalancePoisha),
      }));
    },

    /**
     * Every claim of the period with each payment that arrived for it (a line each), then the
     * money nobody claimed.
     */
    async ledger(query: DeskQuery): Promise<LedgerLine[]> {
      const claimRows = await db
        .select({
          receipt: transactions.receiptNumber,
          trxId: transactions.trxId,
          provider: sql<
            string | null
          >`coalesce(${paymentEvidence.provider}, ${transactions.provider})`,
          status: transactions.status,
          flagged: sql<boolean>`coalesce(${failedARule}, false)`,
          claimed: transactions.amount,
          receivedPoisha: paymentEvidence.amountPoisha,
          sender: paymentEvidence.sender,
          reference: sql<
            string | null
          >`coalesce(${paymentEvidence.reference}, ${transactions.reference})`,
          reader: transactions.userEmail,
          claimedAt: transactions.createdAt,
          receivedAt: paymentEvidence.receivedAt,
        })
        .from(transactions)
        .leftJoin(paymentEvidence, eq(claimNamingPayment, transactions.id))
        .where(and(...claimsIn(query)))
        .orderBy(transactions.createdAt, transactions.id);
      const money = await db
        .select()
        .from(paymentEvidence)
        .where(and(not(claimed), isNull(paymentEvidence.refundedAt), ...evidenceIn(query)))
        .orderBy(paymentEvidence.receivedAt, paymentEvidence.id);
      return [
        ...claimRows.map((row) => ({
          state: stateOf(row.status, row.flagged),
          receipt: row.receipt,
          trxId: row.trxId,
          provider: row.provider,
          claimed: row.claimed,
          received: row.receivedPoisha === null ? null : taka(row.receivedPoisha),
          sender: row.sender,
          reference: row.reference,
          reader: row.reader,
          claimedAt: row.claimedAt,
          receivedAt: row.receivedAt,
        })),
        ...money.map((row) => ({
          state: 'unclaimed' as const,
          receipt: null,
          trxId: row.trxId,
          provider: row.provider,
          claimed: null,
          received: taka(row.amountPoisha),
          sender: row.sender,
          reference: row.reference,
          reader: null,
          claimedAt: null,
          receivedAt: row.receivedAt,
        })),
      ];
    },

    /** When the SMS-forwarding app last delivered, if it ever has. */
    async forwarder(): Promise<PaymentDesk['forwarder']> {
      const kept = await createSettingsStore(db).read(SETTINGS_KEYS.forwarder, forwarderSchema);
      return { lastDeliveryAt: kept?.lastDeliveryAt ?? null };
    },

    async buckets(query: DeskQuery = {}): Promise<PaymentDesk['buckets']> {
      const [verified, waiting, flagged, money] = await Promise.all([
        claims(query, 'approved'),
        claims(query, 'pending', false),
        claims(query, 'pending', true),
        unclaimed(query),
      ]);
      return { verified, waiting, flagged, unclaimed: money };
    },
  };
}
