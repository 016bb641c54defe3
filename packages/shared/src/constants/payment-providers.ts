import {
  PAYMENT_PROVIDERS,
  PROVIDER_LABELS,
  type MailStatus,
  type PaymentProvider,
} from './domain';

/** Kept with the other kinds (the services' names read alike in every language); given here too. */
export { PAYMENT_PROVIDERS, PROVIDER_LABELS, type PaymentProvider };

/** One of the site's wallets: where readers send money with a provider. */
export interface PaymentAccount {
  provider: PaymentProvider;
  number: string;
  kind: 'personal' | 'merchant';
}

/**
 * The shape of each provider's transaction ID: bKash 10 letters and digits, Nagad 8, Rocket
 * 10 digits.
 */
export const TRX_ID_SHAPES: Record<PaymentProvider, RegExp> = {
  bkash: /^[A-Z0-9]{10}$/,
  nagad: /^[A-Z0-9]{8}$/,
  rocket: /^\d{10}$/,
};

/**
 * The senders whose messages the SMS-forwarding app may hand in, per provider, until an admin
 * changes them: the names the wallets' messages arrive from.
 */
export const DEFAULT_ALLOWED_SENDERS: Record<PaymentProvider, readonly string[]> = {
  bkash: ['bKash'],
  nagad: ['NAGAD'],
  rocket: ['16216'],
};

/** How a piece of evidence came: an admin's paste of SMS texts, a statement, the forwarding app. */
export const EVIDENCE_SOURCES = ['sms', 'statement', 'webhook'] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

/** Why a piece of evidence could not be read; it is kept with its reason, never dropped. */
export const EVIDENCE_MESSAGES = {
  noTransactionId: 'No transaction ID of bKash, Nagad or Rocket was found',
  notReceived: 'Not money received (money sent, paid or cashed out)',
  noAmount: 'No amount was found',
  badAmount: 'The amount could not be read',
  unknownForm: 'Not written as bKash, Nagad or Rocket write money received',
  otherWalletsForm: 'Written as another wallet writes its messages, not as this sender’s',
  secondTransactionId:
    'The payer’s reference or name holds a transaction ID: an admin should read this message',
  secondAmount: 'The payer’s reference or name holds an amount: an admin should read this message',
  secondTime:
    'The payer’s reference or name holds a date or time: an admin should read this message',
  toldOtherwise:
    'This transaction ID was recorded before with another amount: an admin should compare the two',
  textRequired: 'Please paste one or more payment messages',
  providerInvalid: 'provider must be bkash, nagad or rocket',
  textTooLong: 'That is too much at once: paste at most 200,000 characters',
  tooManyMessages: 'That is too much at once: paste at most 2,000 messages',
  recordFailed: 'Failed to record the messages',
  senderNotAllowed: 'The sender is not one of the allowed senders of bKash, Nagad or Rocket',
  statementRequired: 'Please choose a CSV statement to upload',
  statementEmpty: 'The statement has no rows',
  statementNotCsv: 'The statement could not be read as CSV',
  statementTooLarge: 'The statement is larger than 2 MB',
  statementTooLong: 'That statement is too long: upload at most 2,000 lines',
  statementLayoutUnknown:
    'These columns are not a bKash or Nagad statement’s: say which column holds what',
  mappingInvalid: 'The column mapping needs a provider and the transaction ID and amount columns',
  evidenceNotFound: 'No such payment received',
  alreadyClaimed: 'Someone has already claimed this payment',
  lessThanPrice: 'Less than the plan’s price arrived with this payment',
  alreadyRefunded: 'This payment has already been refunded',
  refundIdRequired: 'Please enter the refund’s own transaction ID',
} as const;

/** Why money is due back to a payer. */
export const REFUND_REASONS = {
  overPaid: 'Paid more than the price',
  paidTwice: 'Paid again with a reference already verified',
} as const;
export type RefundReason = keyof typeof REFUND_REASONS;

/** Why the SMS webhook refused a delivery (all answered 401). */
export const WEBHOOK_MESSAGES = {
  notSetUp: 'The payment webhook is not set up on this site',
  badSignature: 'The signature does not match',
  stale: 'The timestamp is more than 5 minutes away',
} as const;

/** A forwarding app silent for longer than this is reported on the desk as quiet. */
export const FORWARDER_QUIET_HOURS = 24;

/** How far a delivery's timestamp may be from the server's clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** How much one import may hold. */
export const EVIDENCE_LIMITS = {
  textMaxChars: 200_000,
  messagesMax: 2_000,
  statementMaxBytes: 2 * 1024 * 1024,
  /** Taka: more than any wallet moves in one payment, and within what the ledger stores. */
  amountMaxTaka: 1_000_000,
} as const;

/**
 * The rules a claim must meet, every one, to be verified without an admin's judgement; the
 * queue shows each with whether it held.
 */
export const MATCH_RULES = {
  sameId: 'The same transaction ID arrived',
  amount: 'At least the plan’s price arrived',
  receivingNumber: 'It arrived on one of the site’s numbers',
  timeWindow: 'It arrived within 3 days of the claim',
  reference: 'The reference or the unique amount agrees',
  singleCandidate: 'No other claim has used this payment',
  balance: 'The wallet’s balance follows from its previous message',
} as const;
export type MatchRule = keyof typeof MATCH_RULES;

/**
 * What the site knows of a payment's balance, the wallet's balance after it. A full match needs
 * a known one (`confirmed` or `follows`): a forged message would have to know the wallet's
 * balance to the poisha, and one that gives none, or comes first, waits for an admin.
 */
export const BALANCE_STATES = [
  'confirmed',
  'follows',
  'no-balance',
  'no-time',
  'first',
  'break',
  'unconfirmed',
] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

/** Whether a full match may rest on this balance: confirmed, or following from a known one. */
export const balanceKnown = (state: BalanceState): boolean =>
  state === 'confirmed' || state === 'follows';

/** How the desk explains each state (why a claim waits, when its balance rule failed). */
export const BALANCE_STATE_LABELS: Record<BalanceState, string> = {
  confirmed: 'Confirmed by an admin',
  follows: 'Follows from the wallet’s previous message',
  'no-balance': 'The message gives no balance, so an admin checks the wallet',
  'no-time': 'The message gives no time, so its place among the wallet’s messages is unknown',
  first: 'The first message of this wallet: approving its claim starts the chain of balances',
  break: 'The balance does not follow from the wallet’s previous message',
  unconfirmed: 'The wallet’s previous message has no known balance yet',
};

/** How far apart a claim and the payment it names may be. */
export const MATCH_WINDOW_DAYS = 3;

/** What the audit trail of a claim records, in order of a claim's life. */
export const PAYMENT_EVENT_TYPES = [
  'submitted',
  'matched',
  'flagged',
  'reminded',
  'approved',
  'rejected',
  'withdrawn',
  'expired',
  'refunded',
  'payment-added',
  'mail-queued',
  'gift-sent',
  'gift-redeemed',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** Where the e-mail a claim's step queued has got to (the outbox's status). */
export const MAIL_DELIVERY_LABELS: Record<MailStatus, string> = {
  pending: 'Waiting to be sent',
  sent: 'Handed to the mail server',
  failed: 'Could not be sent',
};

/** A reference is 'CG-' and four letters or digits, none that read alike (0/O, 1/I/L). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /\bCG-[2-9A-HJKMNP-Z]{4}\b/i;

/** How a claim's audit trail reads to its reader and the admins. */
export const PAYMENT_EVENT_LABELS: Record<PaymentEventType, string> = {
  submitted: 'Transaction ID submitted',
  matched: 'Matched with the payment received',
  flagged: 'Held for an admin: the payment received does not match every rule',
  approved: 'Approved',
  rejected: 'Rejected',
  reminded: 'Reminder sent: no payment with this ID has arrived yet',
  withdrawn: 'Withdrawn by the reader',
  expired: 'Closed: no payment with this ID arrived',
  refunded: 'Refunded',
  'payment-added': 'Another payment added to complete the amount',
  'mail-queued': 'E-mail to the reader',
  'gift-sent': 'Gift link e-mailed to its recipient',
  'gift-redeemed': 'Gift redeemed',
};

/**
 * A claim no payment has arrived for is reminded about after this many days (payment settings,
 * `reminderDays`) and closed after twice as many.
 */
export const DEFAULT_REMINDER_DAYS = 7;

/** The reasons a claim closed without an admin's word shows to its reader. */
export const CLOSED_CLAIM_REASONS = {
  withdrawn: 'Withdrawn by the reader',
  expired: (days: number) => `No payment with this transaction ID arrived within ${days} days`,
} as const;

/** Why verified payments and the wallet's credits of a month differ, line by line. */
export const REPORT_ITEM_KINDS = {
  notVerified: 'Received, not verified (unclaimed, waiting, flagged or rejected)',
  verifiedElsewhen: 'Received this month, verified in another',
  amountDiffers: 'Verified for a price other than what arrived',
  noEvidence: 'Verified without money received this month',
} as const;
