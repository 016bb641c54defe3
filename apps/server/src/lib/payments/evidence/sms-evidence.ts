import {
  EVIDENCE_LIMITS,
  EVIDENCE_MESSAGES as M,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import { ID_MAX } from '@codegrow/shared/schemas/common';
import type { ReceivedPayment } from '@codegrow/shared/schemas/payment-evidence';

/** What a wallet's 'money received' message says, field by field; the raw text is kept. */
export interface SmsEvidence {
  provider: PaymentProvider;
  trxId: string;
  /** In poisha (Tk 1 = 100), so sums are exact. */
  amountPoisha: number;
  /** A phone number, a masked account ('***515') or the agent or bank that paid in. */
  sender: string | null;
  reference: string | null;
  /** The message's own time, read as Bangladesh time (UTC+6). */
  receivedAt: Date | null;
  /** The wallet's balance after this payment, when the message gives it. */
  balancePoisha: number | null;
  raw: string;
}

/** Evidence as the desk shows it (taka, ISO time): a statement's preview, the unclaimed list. */
export const receivedPayment = (
  evidence: Pick<
    SmsEvidence,
    'provider' | 'trxId' | 'amountPoisha' | 'sender' | 'reference' | 'receivedAt'
  >,
): ReceivedPayment => ({
  provider: evidence.provider,
  trxId: evidence.trxId,
  amount: evidence.amountPoisha / 100,
  sender: evidence.sender,
  reference: evidence.reference,
  receivedAt: evidence.receivedAt?.toISOString() ?? null,
});

export type SmsReading =
  { readable: true; evidence: SmsEvidence } | { readable: false; reason: string; raw: string };

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Bengali digits as ASCII, the taka sign as 'Tk', runs of spaces as one. */
export function normalise(text: string): string {
  return text
    .replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
    .replace(/৳\s*/g, 'Tk ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Each provider's transaction-ID label; the ID's shape tells the provider. */
const TRX_ID_PATTERNS: Array<[PaymentProvider, RegExp]> = [
  ['rocket', /\bTxnId\s*:\s*(\d{10})\b/i],
  ['nagad', /\bTxnID\s*:\s*([A-Z0-9]{8})\b/i],
  ['bkash', /\bTrxID\s*:?\s*([A-Z0-9]{10})\b/i],
];

/** Words of a message about money leaving the wallet. */
const MONEY_OUT =
  /\b(you have sent|send money|payment of|cash ?out|you have paid|transfer(?:red)? to)\b/i;

const AMOUNT = /\bTk\s*([\d,]+(?:\.\d{1,2})?)/i;

/** The most poisha a ledger column holds: they are PostgreSQL `integer`s, as ids are. */
const POISHA_MAX = ID_MAX;

/** '1,117.78' → 111778 poisha; null when it is not a number, or more than the ledger holds. */
export function toPoisha(text: string): number | null {
  const plain = text.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [taka = '0', poisha = ''] = plain.split('.');
  const amount = Number(taka) * 100 + Number(poisha.padEnd(2, '0'));
  return amount <= POISHA_MAX ? amount : null;
}

/**
 * The amount's text as poisha, or why it cannot be read (none, not a number above zero, or more
 * than any wallet moves at once).
 */
export function readAmount(text: string | null): { poisha: number } | { reason: string } {
  if (!text) return { reason: M.noAmount };
  const poisha = toPoisha(text);
  const possible = poisha && poisha <= EVIDENCE_LIMITS.amountMaxTaka * 100;
  return possible ? { poisha } : { reason: M.badAmount };
}

function findTransaction(text: string): { provider: PaymentProvider; trxId: string } | null {
  for (const [provider, pattern] of TRX_ID_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) return { provider, trxId: match[1].toUpperCase() };
  }
  return null;
}

/** The amount received: Nagad's 'Amount:' line, else the first 'Tk' figure of the message. */
function findAmount(text: string): string | null {
  const labelled = /\bAmount\s*:\s*Tk\s*([\d,]+(?:\.\d{1,2})?)/i.exec(text);
  return labelled?.[1] ?? AMOUNT.exec(text)?.[1] ?? null;
}

function findSender(text: string): string | null {
  const labelled = /\bSender\s*:\s*(\S+)/i.exec(text);
  if (labelled?.[1]) return labelled[1];
  const account = /\bfrom\s+A\/C\s*:\s*(\S+?)[\s,]/i.exec(text);
  if (account?.[1]) return account[1];
  const from = /\bfrom\s+(.+?)(?:\.\s|\.?$|\s+(?:Fee|Ref|TrxID|Balance)\b)/im.exec(text)?.[1];
  if (!from) return null;
  // A number is the sender ('01712345678 successful' reads 01712345678); else the agent or bank.
  return /^\+?\d[\d*]{5,}/.exec(from)?.[0] ?? from.trim();
}

function findReference(text: string): string | null {
  const match = /\bRef(?:erence)?\s*:?\s*(.+?)(?=\s*(?:\.|\n|TrxID|TxnID|Balance|$))/i.exec(text);
  const reference = match?.[1]?.trim();
  return reference ? reference : null;
}

function findBalance(text: string): number | null {
  const match = /\bBalance\s*:?\s*Tk\s*([\d,]+(?:\.\d{1,2})?)/i.exec(text);
  return match?.[1] ? toPoisha(match[1]) : null;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const BANGLADESH_OFFSET_HOURS = 6;

function bangladeshTime(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds = 0,
) {
  const utc = Date.UTC(year, month - 1, day, hours - BANGLADESH_OFFSET_HOURS, minutes, seconds);
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) || month < 1 || month > 12 || day < 1 || day > 31
    ? null
    : date;
}

const NUMERIC_TIME = /\b(\d{2})\/(\d{2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\b/;
const ISO_TIME = /\b(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\b/;
const NAMED_TIME = /\b(\d{2})-([A-Z]{3})-(\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?/i;

/**
 * '30/10/2025 21:02' (bKash, Nagad), '08-JUN-26 06:21:43 am' (Rocket) or '2026-06-08 19:00'
 * (statements), Bangladesh time.
 */
export function findTime(text: string): Date | null {
  const iso = ISO_TIME.exec(text);
  if (iso) {
    const [year, month, day, hours, minutes, seconds] = iso.slice(1).map(Number);
    return bangladeshTime(year ?? 0, month ?? 0, day ?? 0, hours ?? 0, minutes ?? 0, seconds || 0);
  }
  const numeric = NUMERIC_TIME.exec(text);
  if (numeric) {
    const [day, month, year, hours, minutes, seconds] = numeric.slice(1).map(Number);
    return bangladeshTime(year ?? 0, month ?? 0, day ?? 0, hours ?? 0, minutes ?? 0, seconds || 0);
  }
  const named = NAMED_TIME.exec(text);
  if (!named) return null;
  const [, day, monthName = '', year, hours, minutes, seconds, half] = named;
  const month = MONTHS.indexOf(monthName.toUpperCase()) + 1;
  const clock = Number(hours);
  // '12:05 am' is just after midnight, '12:05 pm' just after noon.
  const hour = !half ? clock : (clock % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
  return bangladeshTime(
    2000 + Number(year),
    month,
    Number(day),
    hour,
    Number(minutes),
    Number(seconds ?? 0),
  );
}

/**
 * Reads one wallet message. Each field is looked for on its own, so a message whose wording
 * drifted still gives what it has; a message without a transaction ID or an amount, or about
 * money leaving the wallet, is unreadable, with the reason.
 */
export function readSms(raw: string): SmsReading {
  const text = normalise(raw);
  const refuse = (reason: string): SmsReading => ({ readable: false, reason, raw });
  const transaction = findTransaction(text);
  if (!transaction) return refuse(M.noTransactionId);
  if (MONEY_OUT.test(text)) return refuse(M.notReceived);
  const amount = readAmount(findAmount(text));
  if ('reason' in amount) return refuse(amount.reason);
  return {
    readable: true,
    evidence: {
      ...transaction,
      amountPoisha: amount.poisha,
      sender: findSender(text),
      reference: transaction.provider === 'rocket' ? null : findReference(text),
      receivedAt: findTime(text),
      balancePoisha: findBalance(text),
      raw,
    },
  };
}

/** Where one message ends and the next begins in a paste of many. */
const MESSAGE_START = /^(?:You have received|Money Received|Cash In|Tk ?[\d,.]+ received)/i;

/** A line with a transaction ID and an amount is a whole message (bKash and Rocket write one). */
const isWholeMessage = (line: string) =>
  AMOUNT.test(line) && TRX_ID_PATTERNS.some(([, pattern]) => pattern.test(line));

/**
 * Splits a paste of one or many messages: at blank lines, and before a line that opens a
 * message. Each piece keeps the line it starts on, for the admin's list of what was unread.
 */
export function splitMessages(text: string): Array<{ line: number; text: string }> {
  const messages: Array<{ line: number; text: string }> = [];
  let current: { line: number; lines: string[] } | null = null;
  const close = () => {
    if (current && current.lines.some((line) => line.trim()))
      messages.push({ line: current.line, text: current.lines.join('\n').trim() });
    current = null;
  };
  text.split(/\r?\n/).forEach((line, index) => {
    const plain = normalise(line);
    if (!plain) return close();
    if (MESSAGE_START.test(plain) || isWholeMessage(plain)) close();
    current ??= { line: index + 1, lines: [] };
    current.lines.push(line);
    if (isWholeMessage(plain)) close();
  });
  close();
  return messages;
}

/** A message or a statement's line as read, with the line it starts on. */
export type LineReading = SmsReading & { line: number };

/** Every message of a paste of one or many, read. */
export function readMessages(text: string): LineReading[] {
  return splitMessages(text).map((message) => ({ line: message.line, ...readSms(message.text) }));
}
