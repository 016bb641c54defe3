import {
  EVIDENCE_LIMITS,
  EVIDENCE_MESSAGES as M,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import { ID_MAX } from '@codegrow/shared/schemas/common';
import type { ReceivedPayment } from '@codegrow/shared/schemas/payment-evidence';
import { WALLET_TEMPLATES, type FieldLabels } from './wallet-templates';

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
  /** The site's number it arrived on, where the delivery names it. */
  receivingNumber?: string | null;
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
    .replace(/[\u09E6-\u09EF]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
    .replace(/\u09F3\s*/g, 'Tk ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

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

/** Words of a message about money leaving the wallet, as the wallets open such messages. */
const MONEY_OUT =
  /^(?:you have sent|send money|payment of|cash ?out|you have paid|transfer(?:red)? to)\b/i;

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Why a message no template reads cannot be read: what it lacks, or that its form is unknown. */
function whyUnread(text: string): string {
  if (MONEY_OUT.test(text)) return M.notReceived;
  if (!/\bT(?:rx|xn)\s*Id\b/i.test(text)) return M.noTransactionId;
  if (!/\bTk\s*\d/i.test(text)) return M.noAmount;
  return M.unknownForm;
}

/** Why the payer's words make the message unreadable: they carry one of the wallet's labels. */
function labelInPayerWords(words: Array<string | undefined>, labels: FieldLabels): string | null {
  const text = words.filter(Boolean).join(' ');
  if (labels.transactionId.test(text)) return M.secondTransactionId;
  if (labels.amount.test(text)) return M.secondAmount;
  if (labels.time.test(text)) return M.secondTime;
  return null;
}

/** A phone number or a masked account, as it is; a name, trimmed. */
const senderOf = (sender: string | undefined) => sender?.trim() || null;

/**
 * Reads one wallet message by the templates of the wallet it came from (`provider`: the allowed
 * sender that delivered it, or the admin's choice for a paste; any wallet's when not given).
 * Each field is taken from its place in the wallet's wording and nowhere else, so the reference
 * a payer typed is never read as an ID, an amount, a time or a wallet; a reference or name that
 * carries such a label leaves the message unreadable for an admin, saying why.
 */
export function readSms(raw: string, provider?: PaymentProvider): SmsReading {
  const text = flat(normalise(raw));
  const refuse = (reason: string): SmsReading => ({ readable: false, reason, raw });
  const templates = WALLET_TEMPLATES.filter((t) => !provider || t.provider === provider);
  for (const template of templates) {
    const fields = template.pattern.exec(text)?.groups;
    if (!fields) continue;
    const payerWords = template.payerWords.map((name) => fields[name]);
    const labelled = labelInPayerWords(payerWords, template.labels);
    if (labelled) return refuse(labelled);
    const amount = readAmount(fields.amount ?? null);
    if ('reason' in amount) return refuse(amount.reason);
    return {
      readable: true,
      evidence: {
        provider: template.provider,
        trxId: (fields.trxId ?? '').toUpperCase(),
        amountPoisha: amount.poisha,
        sender: senderOf(fields.sender),
        reference: fields.reference?.trim() || null,
        receivedAt: findTime(fields.time ?? ''),
        balancePoisha: fields.balance ? toPoisha(fields.balance) : null,
        raw,
      },
    };
  }
  if (provider && WALLET_TEMPLATES.some((t) => t.pattern.test(text)))
    return refuse(M.otherWalletsForm);
  return refuse(whyUnread(text));
}

/** Where one message ends and the next begins in a paste of many. */
const MESSAGE_START =
  /^(?:You have received|Money Received|Payment Received|Cash[ -]In|Tk ?[\d,.]+ (?:payment )?received)/i;

/** A line a template reads alone is a whole message (bKash and Rocket write one line). */
const isWholeMessage = (line: string) => WALLET_TEMPLATES.some((t) => t.pattern.test(flat(line)));

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

/** Every message of a paste of one or many, read as `provider`'s (any wallet's when not given). */
export function readMessages(text: string, provider?: PaymentProvider): LineReading[] {
  return splitMessages(text).map((message) => ({
    line: message.line,
    ...readSms(message.text, provider),
  }));
}
