import { lt, sql } from 'drizzle-orm';
import {
  EVIDENCE_LIMITS,
  EVIDENCE_MESSAGES,
  type EvidenceSource,
} from '@codegrow/shared/constants/payment-providers';
import type { EvidenceImport } from '@codegrow/shared/schemas/payment-evidence';
import type { Database } from '../../../db/client';
import {
  paymentEvidence,
  settings,
  unreadableEvidence,
  webhookDeliveries,
} from '../../../db/schema/index';
import { invalidInput } from '../../errors/app-error';
import { readSms, splitMessages } from './sms-evidence';

/** The settings row that keeps when the forwarding app last delivered. */
export const FORWARDER_KEY = 'sms-forwarder';

interface Recorder {
  source: EvidenceSource;
  /** The admin who pasted or uploaded it; none for the forwarding app. */
  addedBy: number | null;
}

/** The payment evidence ledger: what the site's wallets received. */
export function createEvidenceRepository(db: Database) {
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

    /**
     * Reads one or many wallet messages and records them in one transaction: each transaction
     * once (the same provider and ID again is counted as repeated and changes nothing), and each
     * message that cannot be read kept with its reason, which the answer lists by line.
     */
    /** Keeps a text that is not to be read (e.g. from a sender not allowed), with why. */
    async keepUnread(raw: string, reason: string, recorder: Recorder): Promise<EvidenceImport> {
      await db.insert(unreadableEvidence).values({ raw, reason, ...recorder });
      return { added: 0, repeated: 0, unreadable: [{ line: 1, reason }] };
    },

    async recordTexts(text: string, recorder: Recorder): Promise<EvidenceImport> {
      const messages = splitMessages(text);
      if (messages.length > EVIDENCE_LIMITS.messagesMax)
        throw invalidInput(EVIDENCE_MESSAGES.tooManyMessages, 'text');
      const readings = messages.map((message) => ({
        line: message.line,
        ...readSms(message.text),
      }));
      const read = readings.flatMap((reading) => (reading.readable ? [reading.evidence] : []));
      const unreadable = readings.flatMap((reading) =>
        reading.readable ? [] : [{ line: reading.line, reason: reading.reason, raw: reading.raw }],
      );
      return db.transaction(async (tx) => {
        const added = read.length
          ? await tx
              .insert(paymentEvidence)
              .values(read.map((evidence) => ({ ...evidence, ...recorder })))
              .onConflictDoNothing()
              .returning({ id: paymentEvidence.id })
          : [];
        if (unreadable.length)
          await tx
            .insert(unreadableEvidence)
            .values(unreadable.map(({ raw, reason }) => ({ raw, reason, ...recorder })));
        return {
          added: added.length,
          repeated: read.length - added.length,
          unreadable: unreadable.map(({ line, reason }) => ({ line, reason })),
        };
      });
    },
  };
}
