import { stringify } from 'csv-stringify/sync';
import { receiptNumber } from '../receipts/receipt';
import type { LedgerLine } from './desk-repository';

const COLUMNS = [
  'State',
  'Receipt',
  'Transaction ID',
  'Provider',
  'Claimed (Tk)',
  'Received (Tk)',
  'Sender',
  'Reference',
  'Reader',
  'Claimed at (UTC)',
  'Received at (UTC)',
];

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, or a tab or a return)
 * is made text by a leading apostrophe: whatever a payer typed as their reference stays words.
 */
export const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const cell = (value: string | number | Date | null) => {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return neutralised(String(value));
};

/** The desk's ledger as CSV: a line per claim and payment it received, then per unclaimed payment. */
export function ledgerCsv(lines: LedgerLine[]): string {
  return stringify([
    COLUMNS,
    ...lines.map((line) =>
      [
        line.state,
        line.receipt === null ? null : receiptNumber(line.receipt),
        line.trxId,
        line.provider,
        line.claimed,
        line.received,
        line.sender,
        line.reference,
        line.reader,
        line.claimedAt,
        line.receivedAt,
      ].map(cell),
    ),
  ]);
}
