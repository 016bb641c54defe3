import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { EvidenceSource } from '@codegrow/shared/constants/payment-providers';
import type { EvidenceImport } from '@codegrow/shared/schemas/payment-evidence';
import type { Transaction } from '../../../db/client';
import { paymentEvidence, unreadableEvidence, webhookDeliveries } from '../../../db/schema/index';
import { createSettingsStore, SETTINGS_KEYS } from '../../settings/settings-store';
import { confirmBalances, followBalances } from './balance-chain';
import type { LineReading, SmsEvidence } from './sms-evidence';

export interface Recorder {
  source: EvidenceSource;
  /** The admin who pasted or uploaded it; none for the forwarding app. */
  addedBy: number | null;
}

/** The payment evidence ledger: what the site's wallets received. */
export function createEvidenceRepository(db: Transaction) {
  /**
   * A statement's rows the ledger had already, told by a message: the wallet's own record
   * vouches for them, as for its new rows.
   */
  async function confirmTold(read: SmsEvidence[], added: Set<string>): Promise<string[]> {
    const told = read.filter((evidence) => !added.has(evidence.trxId));
    const becameKnown: string[] = [];
    for (const provider of new Set(told.map((evidence) => evidence.provider))) {
      const ids = told.filter((e) => e.provider === provider).map((e) => e.trxId);
      becameKnown.push(...(await confirmBalances(db, ids, provider)));
    }
    return becameKnown;
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
     * repeated and changes nothing), and each line that could not be read kept with its reason.
     * A statement's rows come confirmed (the wallet's own record, uploaded by an admin); the chain
     * of balances runs on from what was added. Answers, for the matcher, the IDs added and those
     * whose balance became known by them.
     */
    async record(
      readings: LineReading[],
      recorder: Recorder,
    ): Promise<{ result: EvidenceImport; addedIds: string[]; becameKnown: string[] }> {
      const read = readings.flatMap((reading) => (reading.readable ? [reading.evidence] : []));
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
      const becameKnown = await followBalances(
        db,
        added.map((row) => row.id),
      );
      if (recorder.source === 'statement')
        becameKnown.push(...(await confirmTold(read, new Set(added.map((row) => row.trxId)))));
      if (unreadable.length)
        await db
          .insert(unreadableEvidence)
          .values(unreadable.map(({ raw, reason }) => ({ raw, reason, ...recorder })));
      const result = {
        added: added.length,
        repeated: read.length - added.length,
        unreadable: unreadable.map(({ line, reason }) => ({ line, reason })),
      };
      return { result, addedIds: added.map((row) => row.trxId), becameKnown };
    },
  };
}
