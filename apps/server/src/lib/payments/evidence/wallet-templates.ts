import type { PaymentProvider } from '@codegrow/shared/constants/payment-providers';

/** The kinds of message that tell a wallet money came in. */
export type MessageKind = 'received' | 'payment' | 'cash-in';

/**
 * One way a wallet writes one kind of message, as a pattern anchored at both ends over the
 * message with its white space made single spaces. Each field is a named group at its place in
 * the wallet's wording: `amount`, `sender`, `trxId` and `time` always, `reference` and `balance`
 * where the wallet writes them. Nothing is looked for anywhere else in the text.
 */
export interface WalletTemplate {
  provider: PaymentProvider;
  kind: MessageKind;
  pattern: RegExp;
  /**
   * The groups whose words the payer chose (the reference they typed; a name the wallet shows
   * for them): never read as anything but words, and refused when they carry a field's label.
   */
  payerWords: ReadonlyArray<'reference' | 'sender'>;
  /**
   * How this wallet labels its own fields. Found again in the payer's words they make a second
   * ID, amount or time in the message, which is then not read: an admin looks at it. Another
   * wallet's wording there is only words.
   */
  labels: FieldLabels;
}

export interface FieldLabels {
  transactionId: RegExp;
  amount: RegExp;
  time: RegExp;
}

// Pieces every template is made of. An amount is '1,117.78' or '500'; a time is the wallet's own.
const AMOUNT = String.raw`\d[\d,]*(?:\.\d{1,2})?`;
const amount = (name: string) => `(?<${name}>${AMOUNT})`;
/** A phone number, or a bank's or a person's name as bKash writes 'from BRAC Bank'. */
const BKASH_SENDER = String.raw`(?<sender>\+?\d{11,13}|[A-Za-z][A-Za-z .&'()-]{1,60}?)`;
const PHONE = String.raw`(?<sender>\+?\d{11,13})`;
/** Rocket masks the paying account ('***515'), or writes it whole. */
const ROCKET_ACCOUNT = String.raw`(?<sender>\*{2,}\d{2,5}|\d{11,13})`;
const DAY_MONTH_YEAR = String.raw`(?<time>\d{2}/\d{2}/\d{4} \d{1,2}:\d{2}(?::\d{2})?)`;
const ROCKET_TIME = String.raw`(?<time>\d{2}-[A-Z]{3}-\d{2} \d{1,2}:\d{2}(?::\d{2})? ?(?:am|pm)?)`;

/** The labels of bKash's and Nagad's messages: an ID label, 'Tk' before a figure, a clock time. */
const labelsWith = (transactionId: RegExp): FieldLabels => ({
  transactionId,
  amount: /\bTk\s*\d/i,
  time: /\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\b\d{1,2}:\d{2}\b/,
});

const LABELS: Record<PaymentProvider, FieldLabels> = {
  bkash: labelsWith(/\bTrxID\b/i),
  nagad: labelsWith(/\bTxnID\b/i),
  rocket: { ...labelsWith(/\bTxnId\b/i), time: /\d{2}-[A-Z]{3}-\d{2}/i },
};

const template = (
  provider: PaymentProvider,
  kind: MessageKind,
  parts: string[],
  payerWords: WalletTemplate['payerWords'],
): WalletTemplate => ({
  provider,
  kind,
  pattern: new RegExp(`^${parts.join('')}$`, 'i'),
  payerWords,
  labels: LABELS[provider],
});

/** bKash ends every message the same way: fee, balance, ID and time. */
const BKASH_TAIL = [
  String.raw`(?: Ref (?<reference>.{1,80}?)\.)?`,
  String.raw` Fee Tk ${amount('fee')}\.`,
  String.raw`(?: Balance Tk ${amount('balance')}\.)?`,
  String.raw` TrxID (?<trxId>[A-Z0-9]{10}) at ${DAY_MONTH_YEAR}`,
];

/** Nagad writes a line a field: reference and balance where it has them, the time last. */
const nagadTail = (withReference: boolean) => [
  ...(withReference ? [String.raw`(?: Ref: (?<reference>.{1,80}?))?`] : []),
  String.raw` TxnID: (?<trxId>[A-Z0-9]{8})`,
  String.raw`(?: Balance: Tk ${amount('balance')})?`,
  String.raw` ${DAY_MONTH_YEAR}`,
];

/** Rocket gives no reference; an advert of the wallet's own may follow the time. */
const ROCKET_TAIL = [
  String.raw` Fee: ?Tk ?${amount('fee')},`,
  String.raw`(?: Your A/C Balance: ?Tk ?${amount('balance')})?`,
  String.raw` TxnId: ?(?<trxId>\d{10})`,
  String.raw` Date: ?${ROCKET_TIME}\.?(?: .*)?`,
];

/**
 * Every message of money coming in the site reads: bKash, Nagad and Rocket, each as money
 * received (Send Money), a payment received (a merchant account) and a cash-in at an agent.
 */
export const WALLET_TEMPLATES: readonly WalletTemplate[] = [
  template(
    'bkash',
    'received',
    [String.raw`You have received Tk ${amount('amount')} from ${BKASH_SENDER}\.`, ...BKASH_TAIL],
    ['reference', 'sender'],
  ),
  template(
    'bkash',
    'payment',
    [
      String.raw`You have received payment Tk ${amount('amount')} from ${BKASH_SENDER}\.`,
      ...BKASH_TAIL,
    ],
    ['reference', 'sender'],
  ),
  template(
    'bkash',
    'cash-in',
    [String.raw`Cash In Tk ${amount('amount')} from ${PHONE} successful\.`, ...BKASH_TAIL],
    ['reference'],
  ),
  template(
    'nagad',
    'received',
    [
      String.raw`Money Received\. Amount: Tk ${amount('amount')} Sender: ${PHONE}`,
      ...nagadTail(true),
    ],
    ['reference'],
  ),
  template(
    'nagad',
    'payment',
    [
      String.raw`Payment Received\. Amount: Tk ${amount('amount')} Customer: ${PHONE}`,
      ...nagadTail(true),
    ],
    ['reference'],
  ),
  template(
    'nagad',
    'cash-in',
    [
      String.raw`Cash In Received\. Amount: Tk ${amount('amount')} Uddokta: ${PHONE}`,
      ...nagadTail(false),
    ],
    [],
  ),
  template(
    'rocket',
    'received',
    [String.raw`Tk ?${amount('amount')} received from A/C: ?${ROCKET_ACCOUNT}`, ...ROCKET_TAIL],
    [],
  ),
  template(
    'rocket',
    'payment',
    [
      String.raw`Tk ?${amount('amount')} payment received from A/C: ?${ROCKET_ACCOUNT}`,
      ...ROCKET_TAIL,
    ],
    [],
  ),
  template(
    'rocket',
    'cash-in',
    [
      String.raw`Cash-In Tk ?${amount('amount')} from A/C: ?${ROCKET_ACCOUNT} successful\.`,
      ...ROCKET_TAIL,
    ],
    [],
  ),
];
