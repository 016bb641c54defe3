import { and, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  EVIDENCE_MESSAGES,
  type BalanceState,
  type EvidenceSource,
} from '@codegrow/shared/constants/payment-providers';
import type { EvidenceImport } from '@codegrow/shared/schemas/payment-evidence';
import type { Transaction } from '../../../db/client';
import { paymentEvidence, unreadableEvidence, webhookDeliveries } from '../../../db/schema/index';
import { createSettingsStore, SETTINGS_KEYS } from '../../settings/settings-store';
import { paymentsOf } from './payments-of';
import type { LineReading, SmsEvidence } from './sms-evidence';

/** A line that was read, with what it says. */
type ReadEvidence = Extract<LineReading, { readable: true }>;

export interface Recorder {
  source: EvidenceSource;
  /** The admin who pasted or uploaded it; none for the forwarding app. */
  addedBy: number | null;
}

interface Recorded {
  result: EvidenceImport;
  /** The payments added to the ledger. */
  added: Array<{ id: number; trxId: string }>;
  /** Payments the ledger held already, told again as it holds them. */
  toldAgain: SmsEvidence[];
}

/**
 * What the chain of balances knows of these payments, as it walks (balance-chain.ts): one
 * payment's state, and the balance it should have given where it broke.
 */
export async function setBalanceState(
  tx: Transaction,
  id: number,
  state: BalanceState,
  expected: number | null,
): Promise<void> {
  await tx
    .update(paymentEvidence)
    .set({ balanceState: state, expectedBalancePoisha: expected })
    .where(eq(paymentEvidence.id, id));
}

/** These payments, of those `ids` that give no time, stand outside any chain. */
export async function markUntimed(tx: Transaction, ids: number[]): Promise<void> {
  await tx
    .update(paymentEvidence)
    .set({ balanceState: 'no-time' })
    .where(
      and(
        inArray(paymentEvidence.id, ids),
        isNull(paymentEvidence.receivedAt),
        ne(paymentEvidence.balanceState, 'confirmed'),
      ),
    );
}

/** An admin vouched for the payments `which` picks: their balances are confirmed. */
export async function confirmPayments(
  tx: Transaction,
  which: SQL | undefined,
): Promise<Array<{ id: number; trxId: string }>> {
  return tx
    .update(paymentEvidence)
    .set({ balanceState: 'confirmed', expectedBalancePoisha: null })
    .where(which)
    .returning({ id: paymentEvidence.id, trxId: paymentEvidence.trxId });
}

/** The payment evidence ledger: what the site's wallets received. */
export function createEvidenceRepository(db: Transaction) {
  /**
   * The payments these readings tell that the ledger had already (the same payment told again),
   * parted: those it holds as they say, and those it holds with another amount, which an admin
   * compares (a forged message that came first, or this one forged).
   */
  async function toldAgain(readings: ReadEvidence[]) {
    if (readings.length === 0) return { same: [], otherwise: [] };
    const held = await db
      .select({
        trxId: paymentEvidence.trxId,
        provider: paymentEvidence.provider,
        amountPoisha: paymentEvidence.amountPoisha,
      })
      .from(paymentEvidence)
      .where(
        or(...readings.map(({ evidence }) => paymentsOf([evidence.trxId], evidence.provider))),
      );
    const key = (e: { provider: string; trxId: string }) =>
      `${e.provider}:${e.trxId.toLowerCase()}`;
    const amounts = new Map(held.map((row) => [key(row), row.amountPoisha]));
    const told = (reading: ReadEvidence) => amounts.get(key(reading.evidence));
    return {
      same: readings.filter((reading) => told(reading) === reading.evidence.amountPoisha),
      otherwise: readings.filter((reading) => {
        const amount = told(reading);
        return amount !== undefined && amount !== reading.evidence.amountPoisha;
      }),
    };
  }

  return {
    /**
     * Notes a delivery of the forwarding app by its hash (webhook-signature.ts): false when it
     * was noted before. Noted in the transaction that records what it brought, so a delivery
     * whose recording failed is taken again when the app retries. Hashes older than twice the
     * allowed clock skew are dropped on the way: a delivery that old is refused as stale.
     */
    async firstDelivery(deliveryHash: string): Promise<boolean> {
      await db
        .delete(webhookDeliveries)
        .where(lt(webhookDeliveries.receivedAt, sql`now() - interval '10 minutes'`));
      const noted = await db
        .insert(webhookDeliveries)
        .values({ deliveryHash })
        .onConflictDoNothing()
        .returning({ deliveryHash: webhookDeliveries.deliveryHash });
      if (noted.length === 0) return false;
      // The desk shows when the app last delivered, and warns when it goes quiet.
      await createSettingsStore(db).write(SETTINGS_KEYS.forwarder, {
        lastDeliveryAt: new Date().toISOString(),
      });
      return true;
    },

    async find(id: number) {
      const [row] = await db.select().from(paymentEvidence).where(eq(paymentEvidence.id, id));
      return row;
    },

    /**
     * These payments now pay for this claim. Only a payment no claim holds is taken; the caller
     * holds the IDs' locks, so another claim taking one meanwhile is a fault, not a race.
     */
    async payFor(claimId: number, evidenceIds: number[]): Promise<void> {
      const taken = await db
        .update(paymentEvidence)
        .set({ transactionId: claimId })
        .where(
          and(
            inArray(paymentEvidence.id, evidenceIds),
            or(isNull(paymentEvidence.transactionId), eq(paymentEvidence.transactionId, claimId)),
          ),
        )
        .returning({ id: paymentEvidence.id });
      if (taken.length !== evidenceIds.length)
        throw new Error(`Claim ${claimId} could not take payments ${evidenceIds.join(', ')}`);
    },

    /**
     * Records what was read: each transaction once (the same provider and ID again is counted as
     * repeated and changes nothing, or, with another amount, kept unread for an admin), and each
     * line that could not be read kept with its reason. A statement's rows come confirmed (the
     * wallet's own record, uploaded by an admin). Answers the payments added (for the chain of
     * balances and the matcher) and those told again as the ledger holds them.
     */
    async record(readings: LineReading[], recorder: Recorder): Promise<Recorded> {
      const readable = readings.filter((reading): reading is ReadEvidence => reading.readable);
      const read = readable.map((reading) => reading.evidence);
      const unreadable = readings.flatMap((reading) =>
        reading.readable ? [] : [{ line: reading.line, reason: reading.reason, raw: reading.raw }],
      );
      const added = read.length
        ? await db
            .insert(paymentEvidence)
            .values(
              read.map((evidence) => ({
                ...evidence,
                ...recorder,
                ...(recorder.source === 'statement' && { balanceState: 'confirmed' as const }),
              })),
            )
            .onConflictDoNothing()
            .returning({ id: paymentEvidence.id, trxId: paymentEvidence.trxId })
        : [];
      const addedIds = new Set(added.map((row) => row.trxId));
      const again = await toldAgain(
        readable.filter((reading) => !addedIds.has(reading.evidence.trxId)),
      );
      for (const { line, evidence } of again.otherwise)
        unreadable.push({ line, reason: EVIDENCE_MESSAGES.toldOtherwise, raw: evidence.raw });
      if (unreadable.length)
        await db
          .insert(unreadableEvidence)
          .values(unreadable.map(({ raw, reason }) => ({ raw, reason, ...recorder })));
      const result = {
        added: added.length,
        repeated: again.same.length,
        unreadable: unreadable.map(({ line, reason }) => ({ line, reason })),
      };
      return { result, added, toldAgain: again.same.map((reading) => reading.evidence) };
    },

    /**
     * Records that the money due back from this payment was returned, once; answers the payment,
     * or undefined when it was refunded already or is not there.
     */
    async markRefunded(evidenceId: number, refundTrxId: string, adminId: number) {
      const [refunded] = await db
        .update(paymentEvidence)
        .set({ refundTrxId, refundedAt: new Date(), refundedBy: adminId })
        .where(and(eq(paymentEvidence.id, evidenceId), isNull(paymentEvidence.refundedAt)))
        .returning();
      return refunded;
    },
  };
}
