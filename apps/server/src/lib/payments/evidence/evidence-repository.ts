import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { EvidenceSource } from '@codegrow/shared/constants/payment-providers';
import type { EvidenceImport } from '@codegrow/shared/schemas/payment-evidence';
import type { Executor } from '../../../db/client';
import {
  paymentEvidence,
  settings,
  unreadableEvidence,
  webhookDeliveries,
} from '../../../db/schema/index';
import type { LineReading } from './sms-evidence';

/** The settings row that keeps when the forwarding app last delivered. */
export const FORWARDER_KEY = 'sms-forwarder';

export interface Recorder {
  source: EvidenceSource;
  /** The admin who pasted or uploaded it; none for the forwarding app. */
  addedBy: number | null;
}

/** The payment evidence ledger: what the site's wallets received. */
export function createEvidenceRepository(db: Executor) {
  /**
   * Each new message's balance should be the wallet's previous balance (the message before it
   * in time, of the same provider) plus this amount; where it is not, the expected balance is
   * kept on it. A payment out in between also breaks it: the flag asks an admin to look.
   */
  async function flagBalanceBreaks(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const withBalance = and(
      isNotNull(paymentEvidence.balancePoisha),
      isNotNull(paymentEvidence.receivedAt),
    );
    const history = db
      .select({
        id: paymentEvidence.id,
        balance: paymentEvidence.balancePoisha,
        expected: sql<
          number | null
        >`lag(${paymentEvidence.balancePoisha}) OVER (PARTITION BY ${paymentEvidence.provider} ORDER BY ${paymentEvidence.receivedAt}, ${paymentEvidence.id}) + ${paymentEvidence.amountPoisha}`.as(
          'expected',
        ),
      })
      .from(paymentEvidence)
      .where(withBalance)
      .as('history');
    const breaks = await db
      .select({ id: history.id, expected: history.expected })
      .from(history)
      .where(
        and(
          inArray(history.id, ids),
          isNotNull(history.expected),
          ne(history.expected, history.balance),
        ),
      );
    for (const { id, expected } of breaks)
      await db
        .update(paymentEvidence)
        .set({ expectedBalancePoisha: expected })
        .where(eq(paymentEvidence.id, id));
  }

  return {
    /**
     * Notes a delivery of the forwarding app by its signature: false when it was seen before
     * (a replay). Signatures older than twice the allowed clock skew are dropped on the way.
     */
    async firstDelivery(signature: string): Promise<boolean> {
      await db
        .delete(webhookDeliveries)
        .where(lt(webhookDeliveries.receivedAt, sql`now() - interval '10 minutes'`));
      const noted = await db
        .insert(webhookDeliveries)
        .values({ signature })
        .onConflictDoNothing()
        .returning({ signature: webhookDeliveries.signature });
      if (noted.length === 0) return false;
      // The desk shows when the app last delivered, and warns when it goes quiet.
      const value = { lastDeliveryAt: new Date().toISOString() };
      await db
        .insert(settings)
        .values({ key: FORWARDER_KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
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

    /** Keeps a text that is not to be read (e.g. from a sender not allowed), with why. */
    async keepUnread(raw: string, reason: string, recorder: Recorder): Promise<EvidenceImport> {
      await db.insert(unreadableEvidence).values({ raw, reason, ...recorder });
      return { added: 0, repeated: 0, unreadable: [{ line: 1, reason }] };
    },

    /**
     * Records what was read: each transaction once (the same provider and ID again is counted as
     * repeated and changes nothing), and each line that could not be read kept with its reason.
     * Answers the IDs added, for the matcher.
     */
    async record(
      readings: LineReading[],
      recorder: Recorder,
    ): Promise<{ result: EvidenceImport; addedIds: string[] }> {
      const read = readings.flatMap((reading) => (reading.readable ? [reading.evidence] : []));
      const unreadable = readings.flatMap((reading) =>
        reading.readable ? [] : [{ line: reading.line, reason: reading.reason, raw: reading.raw }],
      );
      const added = read.length
        ? await db
            .insert(paymentEvidence)
            .values(read.map((evidence) => ({ ...evidence, ...recorder })))
            .onConflictDoNothing()
            .returning({ id: paymentEvidence.id, trxId: paymentEvidence.trxId })
        : [];
      await flagBalanceBreaks(added.map((row) => row.id));
      if (unreadable.length)
        await db
          .insert(unreadableEvidence)
          .values(unreadable.map(({ raw, reason }) => ({ raw, reason, ...recorder })));
      const result = {
        added: added.length,
        repeated: read.length - added.length,
        unreadable: unreadable.map(({ line, reason }) => ({ line, reason })),
      };
      return { result, addedIds: added.map((row) => row.trxId) };
    },
  };
}
