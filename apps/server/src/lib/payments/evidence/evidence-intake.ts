import { EVIDENCE_LIMITS, EVIDENCE_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import type { EvidenceImport, StatementPreview } from '@codegrow/shared/schemas/payment-evidence';
import type { SiteConfig } from '../../../config/env';
import { lockTransactionIds } from '../../../db/advisory-locks';
import type { Database } from '../../../db/client';
import { invalidInput } from '../../errors/app-error';
import { matchClaims } from '../matching/match-claims';
import { createEvidenceRepository, type Recorder } from './evidence-repository';
import type { StatementForm } from './read-statement-form';
import { readMessages, receivedPayment, type LineReading } from './sms-evidence';
import { readStatement, type Statement } from './statement-evidence';

/**
 * Evidence coming in, however it comes (a paste, a statement, the forwarding app): recorded in
 * the ledger and matched against the claims naming it, in one transaction. The IDs are locked
 * first, in one order, so overlapping imports and a claim made meanwhile each see the other.
 * `accountChanged` hears of each reader verified, once it has committed.
 */
export function createEvidenceIntake(
  db: Database,
  site: SiteConfig,
  accountChanged: (userId: number) => void,
) {
  async function record(readings: LineReading[], recorder: Recorder): Promise<EvidenceImport> {
    if (readings.length > EVIDENCE_LIMITS.messagesMax)
      throw invalidInput(EVIDENCE_MESSAGES.tooManyMessages, 'text');
    const ids = readings.flatMap((reading) => (reading.readable ? [reading.evidence.trxId] : []));
    const { result, approved } = await db.transaction(async (tx) => {
      await lockTransactionIds(tx, ids);
      const recorded = await createEvidenceRepository(tx).record(readings, recorder);
      return { ...recorded, approved: await matchClaims(tx, site, recorded.addedIds) };
    });
    approved.forEach(accountChanged);
    return result;
  }

  return {
    /** One or many wallet messages, as pasted or forwarded. */
    recordTexts: (text: string, recorder: Recorder) => record(readMessages(text), recorder),
    /** A statement's rows, recorded like messages. */
    recordStatement: (form: StatementForm, recorder: Recorder) =>
      record(knownLayout(form).readings, recorder),
  };
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
