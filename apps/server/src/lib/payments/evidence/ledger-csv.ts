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
 * Where a spreadsheet could start a formula in a text cell: its start, or the start of any of
 * its lines, after spaces or not, with = + - @ (or their full-width forms, which some read as
 * the same), or a tab or return first.
 */
const FORMULA_START = /(?:^|[\r\n])[ \t]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

/**
 * A text cell a spreadsheet could run as a formula is made text by a leading apostrophe, as
 * OWASP advises: whatever a payer typed as their reference stays words. Every cell is quoted
 * besides, so a separator inside one (a comma, a semicolon) never starts another.
 */
export const neutralised = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

const cell = (value: string | number | Date | null) => {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  return neutralised(value);
};

/** The desk's ledger as CSV: a line per claim and payment it received, then per unclaimed payment. */
export function ledgerCsv(lines: LedgerLine[]): string {
  return stringify(
    [
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
    ],
    { quoted: true },
  );
}
