import { or } from 'drizzle-orm';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import {
  EVIDENCE_LIMITS,
  EVIDENCE_MESSAGES,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import type {
  EvidenceImport,
  SmsDelivery,
  StatementPreview,
} from '@codegrow/shared/schemas/payment-evidence';
import type { SiteConfig } from '../../../config/env';
import { lockTransactionIds } from '../../../db/advisory-locks';
import type { Database, Transaction } from '../../../db/client';
import { invalidInput } from '../../errors/app-error';
import { judgeAgain, matchClaims } from '../matching/match-claims';
import { createPaymentSettingsRepository } from '../settings-repository';
import { createEvidenceRepository, type Recorder } from './evidence-repository';
import type { StatementForm } from './read-statement-form';
import { confirmBalances, followBalances } from './balance-chain';
import { paymentSaying } from './payments-of';
import {
  readMessages,
  readSms,
  receivedPayment,
  type LineReading,
  type SmsEvidence,
} from './sms-evidence';
import { readStatement, type Statement } from './statement-evidence';

/**
 * Rows recorded in one transaction. A statement of 2,000 rows goes in batches, with the event
 * loop and the database free between them: on the embedded database a transaction holds the
 * only connection, and readers wait for as long as it runs.
 */
const BATCH_ROWS = 100;

interface Recorded {
  result: EvidenceImport;
  approved: number[];
  /** IDs whose payments' balance became known, their claims to be judged once this commits. */
  becameKnown: string[];
}

/**
 * Records readings in one transaction and matches the claims naming them: the IDs are locked
 * first, in one order, so overlapping imports and a claim made meanwhile each see the other.
 * Answers the result, the readers verified, and the IDs whose balance became known by it.
 */
async function recordBatch(
  tx: Transaction,
  site: SiteConfig,
  readings: LineReading[],
  recorder: Recorder,
): Promise<Recorded> {
  const ids = readings.flatMap((reading) => (reading.readable ? [reading.evidence.trxId] : []));
  await lockTransactionIds(tx, ids);
  const recorded = await createEvidenceRepository(tx).record(readings, recorder);
  // The chain of balances runs on from what was added, and from what a statement vouched for.
  const becameKnown = await followBalances(
    tx,
    recorded.added.map((row) => row.id),
  );
  if (recorder.source === 'statement' && recorded.toldAgain.length > 0)
    becameKnown.push(...(await confirmBalances(tx, vouchedFor(recorded.toldAgain))));
  const addedIds = recorded.added.map((row) => row.trxId);
  const approved = await matchClaims(tx, site, addedIds);
  // Those added were judged here, with their balance as it now stands.
  const added = new Set(addedIds.map((id) => id.toLowerCase()));
  const followers = becameKnown.filter((id) => !added.has(id.toLowerCase()));
  return { result: recorded.result, approved, becameKnown: followers };
}

/** The payments a statement vouches for: those the ledger holds as it says. */
const vouchedFor = (told: SmsEvidence[]) =>
  or(
    ...told.map((evidence) =>
      paymentSaying(evidence.trxId, evidence.provider, evidence.amountPoisha),
    ),
  );

const sumOf = (results: EvidenceImport[]): EvidenceImport => ({
  added: results.reduce((sum, result) => sum + result.added, 0),
  repeated: results.reduce((sum, result) => sum + result.repeated, 0),
  unreadable: results.flatMap((result) => result.unreadable),
});

/** A delivery of the forwarding app that came before: every message in it was received then. */
const repeatedDelivery = (readings: LineReading[]): EvidenceImport => ({
  added: 0,
  repeated: readings.length,
  unreadable: [],
});

/**
 * Evidence coming in, however it comes (a paste, a statement, the forwarding app): recorded in
 * the ledger and matched against the claims naming it. `accountChanged` hears of each reader
 * verified, once it has committed.
 */
export function createEvidenceIntake(
  db: Database,
  site: SiteConfig,
  accountChanged: (userId: number) => void,
) {
  async function record(readings: LineReading[], recorder: Recorder): Promise<EvidenceImport> {
    if (readings.length > EVIDENCE_LIMITS.messagesMax)
      throw invalidInput(EVIDENCE_MESSAGES.tooManyMessages, 'text');
    const results: EvidenceImport[] = [];
    for (let start = 0; start < readings.length || start === 0; start += BATCH_ROWS) {
      if (start > 0) await yieldToOthers();
      const batch = readings.slice(start, start + BATCH_ROWS);
      const recorded = await db.transaction((tx) => recordBatch(tx, site, batch, recorder));
      results.push(await settle(recorded));
    }
    return sumOf(results);
  }

  /** Once a batch has committed: its readers told, and the claims it made known judged. */
  async function settle({ result, approved, becameKnown }: Recorded): Promise<EvidenceImport> {
    approved.forEach(accountChanged);
    (await judgeAgain(db, site, becameKnown)).forEach(accountChanged);
    return result;
  }

  return {
    /** One or many wallet messages pasted by an admin, read as `provider`'s when chosen. */
    recordTexts: (text: string, recorder: Recorder, provider?: PaymentProvider) =>
      record(readMessages(text, provider), recorder),

    /**
     * A delivery of the forwarding app (`deliveryHash`: webhook-signature.ts), noted in the
     * transaction that records it: a repeat records nothing and says so, and a delivery whose
     * recording failed is taken when the app tries again. The sender that delivered the
     * messages says whose they are; one that is not an allowed sender's is kept unread.
     */
    async recordDelivery(delivery: SmsDelivery, deliveryHash: string): Promise<EvidenceImport> {
      const recorder = { source: 'webhook', addedBy: null } as const;
      const recorded = await db.transaction(async (tx): Promise<Recorded> => {
        const readings = await deliveryReadings(tx, delivery);
        if (!(await createEvidenceRepository(tx).firstDelivery(deliveryHash)))
          return { result: repeatedDelivery(readings), approved: [], becameKnown: [] };
        return recordBatch(tx, site, readings, recorder);
      });
      return settle(recorded);
    },

    /** A statement's rows, recorded like messages, a batch at a time. */
    recordStatement: (form: StatementForm, recorder: Recorder) =>
      record(knownLayout(form).readings, recorder),
  };
}

/**
 * The delivered message read as the wallet of its sender's, or kept unread when none is. A
 * delivery is one message: it is never split, so words a payer typed over several lines cannot
 * pass for a message of their own.
 */
async function deliveryReadings(tx: Transaction, delivery: SmsDelivery): Promise<LineReading[]> {
  const provider = await createPaymentSettingsRepository(tx).providerOfSender(delivery.from);
  const reading = provider
    ? readSms(delivery.text, provider)
    : { readable: false as const, reason: EVIDENCE_MESSAGES.senderNotAllowed, raw: delivery.text };
  if (reading.readable && delivery.to)
    return [
      { line: 1, ...reading, evidence: { ...reading.evidence, receivingNumber: delivery.to } },
    ];
  return [{ line: 1, ...reading }];
}

/** The statement as read; refused when its layout is unknown and no mapping says what is what. */
export function knownLayout(form: StatementForm): Statement {
  const statement = readStatement(form.csv, form.mapping);
  if (!statement.layout) throw invalidInput(EVIDENCE_MESSAGES.statementLayoutUnknown, 'mapping');
  return statement;
}

/** How a statement reads, row by row, before anything is saved. */
export function previewStatement(form: StatementForm): StatementPreview {
  const { layout, columns, readings } = readStatement(form.csv, form.mapping);
  return {
    layout,
    columns,
    rows: readings.flatMap((reading) =>
      reading.readable ? [{ line: reading.line, ...receivedPayment(reading.evidence) }] : [],
    ),
    unreadable: readings.flatMap((reading) =>
      reading.readable ? [] : [{ line: reading.line, reason: reading.reason }],
    ),
  };
}
