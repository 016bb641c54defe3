import { parse } from 'csv-parse/sync';
import {
  EVIDENCE_LIMITS,
  EVIDENCE_MESSAGES as M,
  TRX_ID_SHAPES,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import type { StatementMapping } from '@codegrow/shared/schemas/payment-evidence';
import { invalidInput } from '../../errors/app-error';
import { findTime, normalise, readAmount, type LineReading, type SmsReading } from './sms-evidence';

type Field = Exclude<keyof StatementMapping, 'provider'>;

/**
 * The wallets' own statement layouts: for each field, the column names it goes by (any case).
 * A statement whose ID column is 'TrxID' is bKash's, 'TxnID' Nagad's; any other needs a mapping.
 */
const LAYOUTS: Record<'bkash' | 'nagad', Record<Field, string[]>> = {
  bkash: {
    trxId: ['trxid', 'transaction id'],
    amount: ['amount', 'credit'],
    receivedAt: ['date', 'date time', 'transaction date'],
    sender: ['from', 'sender', 'counterparty'],
    reference: ['reference', 'ref'],
    type: ['type', 'transaction type'],
  },
  nagad: {
    trxId: ['txnid', 'txn id'],
    amount: ['amount', 'credit'],
    receivedAt: ['date time', 'date', 'txn date'],
    sender: ['sender', 'from'],
    reference: ['ref', 'reference'],
    type: ['txn type', 'type'],
  },
};

/** A statement's row about money leaving the wallet. */
const MONEY_OUT = /\b(send money|payment|cash ?out|sent|debit|transfer out)\b/i;

export interface Statement {
  /** The wallet whose layout it has, or 'mapped' when read by the admin's mapping. */
  layout: 'bkash' | 'nagad' | 'mapped' | null;
  columns: string[];
  readings: LineReading[];
}

const key = (name: string) => name.trim().toLowerCase();

/** The column of each field, by the layout's names or the mapping's; -1 when absent. */
function columnsOf(header: string[], names: Record<Field, string[]>) {
  const index = (field: Field) => header.findIndex((name) => names[field].includes(key(name)));
  return {
    trxId: index('trxId'),
    amount: index('amount'),
    receivedAt: index('receivedAt'),
    sender: index('sender'),
    reference: index('reference'),
    type: index('type'),
  };
}

function layoutOf(header: string[]): 'bkash' | 'nagad' | null {
  const names = header.map(key);
  if (names.some((name) => LAYOUTS.bkash.trxId.includes(name))) return 'bkash';
  if (names.some((name) => LAYOUTS.nagad.trxId.includes(name))) return 'nagad';
  return null;
}

/**
 * Reads a wallet statement (CSV, a header row first): bKash and Nagad layouts by their column
 * names, any other by the admin's mapping of columns to fields. Each row is read field by field
 * like a message, and a row that cannot be read is kept with its reason and its line.
 */
export function readStatement(csv: string, mapping?: StatementMapping): Statement {
  const [head, ...body] = parseCsv(csv);
  if (!head) throw invalidInput(M.statementEmpty, 'statement');
  if (body.length > EVIDENCE_LIMITS.messagesMax)
    throw invalidInput(M.statementTooLong, 'statement');
  const columns = head.record;
  const layout = mapping ? 'mapped' : layoutOf(columns);
  if (!layout) return { layout, columns, readings: [] };
  const provider: PaymentProvider = mapping?.provider ?? (layout === 'nagad' ? 'nagad' : 'bkash');
  const at = columnsOf(
    columns,
    mapping ? mappedNames(mapping) : LAYOUTS[layout as 'bkash' | 'nagad'],
  );
  const readings = body.map(({ record, info }): LineReading => ({
    line: info.lines,
    ...readRow(record, at, provider),
  }));
  return { layout, columns, readings };
}

function mappedNames(mapping: StatementMapping): Record<Field, string[]> {
  const name = (column: string | undefined) => (column ? [key(column)] : []);
  return {
    trxId: name(mapping.trxId),
    amount: name(mapping.amount),
    receivedAt: name(mapping.receivedAt),
    sender: name(mapping.sender),
    reference: name(mapping.reference),
    type: name(mapping.type),
  };
}

function readRow(
  record: string[],
  at: ReturnType<typeof columnsOf>,
  provider: PaymentProvider,
): SmsReading {
  const raw = record.join(',');
  const cell = (index: number) => (index < 0 ? '' : normalise(record[index] ?? ''));
  const refuse = (reason: string): SmsReading => ({ readable: false, reason, raw });
  const trxId = cell(at.trxId).toUpperCase();
  if (!TRX_ID_SHAPES[provider].test(trxId)) return refuse(M.noTransactionId);
  const amountText = cell(at.amount).replace(/^Tk\s*/i, '');
  if (MONEY_OUT.test(cell(at.type)) || amountText.startsWith('-')) return refuse(M.notReceived);
  const amount = readAmount(amountText);
  if ('reason' in amount) return refuse(amount.reason);
  return {
    readable: true,
    evidence: {
      provider,
      trxId,
      amountPoisha: amount.poisha,
      sender: cell(at.sender) || null,
      reference: cell(at.reference) || null,
      receivedAt: findTime(cell(at.receivedAt)),
      balancePoisha: null,
      raw,
    },
  };
}

function parseCsv(csv: string) {
  try {
    return parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch {
    // An unclosed quote, a stray binary: nothing in it is read.
    throw invalidInput(M.statementNotCsv, 'statement');
  }
}
