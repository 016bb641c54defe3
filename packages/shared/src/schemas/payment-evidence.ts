import { z } from 'zod';
import { MAIL_STATUSES } from '../constants/domain';
import { isoDateTimeSchema, isoDaySchema, isoMonthSchema } from './common';
import {
  EVIDENCE_LIMITS,
  EVIDENCE_MESSAGES as M,
  MATCH_RULES,
  PAYMENT_EVENT_TYPES,
  PAYMENT_PROVIDERS,
  REFUND_REASONS,
  REPORT_ITEM_KINDS,
} from '../constants/payment-providers';

/** POST /api/admin/payments/evidence as JSON: one or many wallet messages, as pasted. */
export const evidenceTextSchema = z.object({
  text: z
    .string({ error: M.textRequired })
    .trim()
    .min(1, { error: M.textRequired, abort: true })
    .max(EVIDENCE_LIMITS.textMaxChars, { error: M.textTooLong }),
  /** Whose messages these are; each is read by its own wording when not given. */
  provider: z.enum(PAYMENT_PROVIDERS, { error: M.providerInvalid }).optional(),
});
export type EvidenceTextInput = z.input<typeof evidenceTextSchema>;

/** What an import did: rows added, rows the ledger already had, and what could not be read. */
export const evidenceImportSchema = z.object({
  added: z.number(),
  repeated: z.number(),
  unreadable: z.array(z.object({ line: z.number(), reason: z.string() })),
});
export type EvidenceImport = z.infer<typeof evidenceImportSchema>;

/** POST /api/payments/sms-webhook: one message as the forwarding app on the wallet's phone got it. */
export const smsDeliverySchema = z.object({
  /** The sender the phone showed ('bKash', 'NAGAD', '16216'…). */
  from: z.string().trim().min(1).max(64),
  text: z.string().trim().min(1).max(5_000),
  receivedAt: isoDateTimeSchema('receivedAt must be an ISO date and time').optional(),
  /**
   * The site's number the phone holds, where the site has more than one wallet of a provider:
   * each wallet's messages follow its own balance.
   */
  to: z
    .string()
    .trim()
    .regex(/^\+?[\d -]{6,20}$/, { error: 'to must be a phone number' })
    .optional(),
});
export type SmsDelivery = z.infer<typeof smsDeliverySchema>;

const bucket = z.object({ count: z.number(), total: z.number() });

/**
 * GET /api/admin/payments/desk: the payment desk's buckets, each a count and a total in taka.
 * `verified`: approved claims; `waiting`: claims waiting for review, with no evidence yet or
 * evidence meeting every rule; `flagged`: claims whose evidence fails a rule of the matcher (less
 * arrived than the price, another reference…); `unclaimed`: money received that no claim names.
 */
export const paymentDeskSchema = z.object({
  buckets: z.object({ verified: bucket, waiting: bucket, flagged: bucket, unclaimed: bucket }),
  /** When the SMS-forwarding app last delivered (ISO), or null when it never has. */
  forwarder: z.object({ lastDeliveryAt: z.string().nullable() }),
});
export type PaymentDesk = z.infer<typeof paymentDeskSchema>;

const ruleNames = Object.keys(MATCH_RULES) as [
  keyof typeof MATCH_RULES,
  ...(keyof typeof MATCH_RULES)[],
];

/** One rule of the matcher and whether it held for a claim. */
export const matchRuleResultSchema = z.object({
  rule: z.enum(ruleNames),
  passed: z.boolean(),
  /** Why a failed rule failed, where there is more to say (the balance's state). */
  why: z.string().optional(),
});
export type MatchRuleResult = z.infer<typeof matchRuleResultSchema>;

/** GET /api/transactions/:id/history: the claim's audit trail, oldest first. */
export const paymentHistorySchema = z.object({
  events: z.array(
    z.object({
      type: z.enum(PAYMENT_EVENT_TYPES),
      at: z.string(),
      /** Who acted: the reader, an admin by name, or null for the matcher. */
      by: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      /** For a queued e-mail: whether it has been sent, and when. */
      mail: z.object({ status: z.enum(MAIL_STATUSES), sentAt: z.string().nullable() }).optional(),
    }),
  ),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/**
 * POST /api/payments/reference: what a reader needs before paying: the reference to type into
 * bKash or Nagad, the amount (for Rocket, which has no reference, a unique amount in taka with
 * poisha), the site's wallet for each provider, and how long approval usually takes.
 */
export const paymentReferenceSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  rocketAmount: z.number().nullable(),
  accounts: z.array(
    z.object({
      provider: z.enum(PAYMENT_PROVIDERS),
      number: z.string(),
      kind: z.enum(['personal', 'merchant']),
    }),
  ),
  /** The median minutes from a claim to its approval over the last 90 days; null without any. */
  usualApprovalMinutes: z.number().nullable(),
});
export type PaymentReferenceAnswer = z.infer<typeof paymentReferenceSchema>;

const column = z.string().trim().min(1).max(100);

/**
 * A statement in another layout: which column holds which field (by its header), and whose
 * wallet it is. Sent as the multipart field `mapping` (JSON) next to the file.
 */
export const statementMappingSchema = z.object(
  {
    provider: z.enum(PAYMENT_PROVIDERS, { error: M.mappingInvalid }),
    trxId: column,
    amount: column,
    receivedAt: column.optional(),
    sender: column.optional(),
    reference: column.optional(),
    type: column.optional(),
  },
  { error: M.mappingInvalid },
);
export type StatementMapping = z.infer<typeof statementMappingSchema>;

/** A payment received, as the desk shows it: amount in taka, time as ISO. */
const receivedPaymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  trxId: z.string(),
  amount: z.number(),
  sender: z.string().nullable(),
  reference: z.string().nullable(),
  receivedAt: z.string().nullable(),
});
export type ReceivedPayment = z.infer<typeof receivedPaymentSchema>;

/** POST /api/admin/payments/evidence/preview: how a statement reads, before it is saved. */
export const statementPreviewSchema = z.object({
  layout: z.enum(['bkash', 'nagad', 'mapped']).nullable(),
  columns: z.array(z.string()),
  rows: z.array(receivedPaymentSchema.extend({ line: z.number() })),
  unreadable: z.array(z.object({ line: z.number(), reason: z.string() })),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** GET /api/admin/payments/unclaimed: money received that no claim names, found by what is known. */
export const unclaimedQuerySchema = z.object({
  /** Part of the sender's number or name. */
  sender: z.string().trim().max(64).optional(),
  /** The amount in taka, exactly as received (e.g. 30 or 1500.37). */
  amount: z.coerce
    .number({ error: 'amount must be a number of taka' })
    .positive({ error: 'amount must be more than 0 taka' })
    .max(EVIDENCE_LIMITS.amountMaxTaka, {
      error: `amount must be at most ${EVIDENCE_LIMITS.amountMaxTaka} taka`,
    })
    .optional(),
  /** Received on or after, and before (ISO dates or times). */
  from: isoDateTimeSchema('from must be an ISO date and time').optional(),
  to: isoDateTimeSchema('to must be an ISO date and time').optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
});
export type UnclaimedQuery = z.infer<typeof unclaimedQuerySchema>;

export const unclaimedPaymentSchema = receivedPaymentSchema.extend({
  id: z.number(),
  /** Taka the wallet's balance should have read, when the message's does not follow (a warning). */
  expectedBalance: z.number().nullable(),
});
export type UnclaimedPayment = z.infer<typeof unclaimedPaymentSchema>;

/** POST /api/admin/payments/unclaimed/:id/assign: whose payment it was. */
export const assignPaymentSchema = z.object({
  email: z.email({ error: 'Please enter the reader’s e-mail address' }).trim().toLowerCase(),
});

/** The desk's figures and its CSV export, narrowed to a period and a wallet. */
export const deskQuerySchema = z.object({
  from: isoDaySchema('from must be a date (YYYY-MM-DD)').optional(),
  to: isoDaySchema('to must be a date (YYYY-MM-DD)').optional(),
  provider: z
    .enum(PAYMENT_PROVIDERS, { error: 'provider must be bkash, nagad or rocket' })
    .optional(),
});
export type DeskQuery = z.infer<typeof deskQuerySchema>;

/** GET /api/admin/payments/report?month=YYYY-MM. */
export const monthQuerySchema = z.object({
  month: isoMonthSchema('month must be YYYY-MM'),
});

/**
 * The month-end report (Bangladesh time): verified payments against the wallet's credits, the
 * difference itemised so that the items add up to it exactly.
 */
export const monthReportSchema = z.object({
  month: z.string(),
  verified: z.object({ count: z.number(), total: z.number() }),
  credits: z.object({ count: z.number(), total: z.number() }),
  /** Credits less verified, in taka. */
  difference: z.number(),
  items: z.array(
    z.object({
      kind: z.enum(Object.keys(REPORT_ITEM_KINDS) as [keyof typeof REPORT_ITEM_KINDS]),
      trxId: z.string(),
      provider: z.enum(PAYMENT_PROVIDERS).nullable(),
      /** Taka this line adds to the difference (negative: verified beyond the credits). */
      amount: z.number(),
    }),
  ),
});
export type MonthReport = z.infer<typeof monthReportSchema>;

/** GET /api/admin/payments/refunds: money due back to payers, not yet returned. */
export const refundsDueSchema = z.object({
  refunds: z.array(
    z.object({
      evidenceId: z.number(),
      reason: z.enum(Object.keys(REFUND_REASONS) as [keyof typeof REFUND_REASONS]),
      trxId: z.string(),
      provider: z.enum(PAYMENT_PROVIDERS),
      sender: z.string().nullable(),
      /** Taka due back. */
      amount: z.number(),
      /** The reader whose claim it concerns. */
      reader: z.string().nullable(),
    }),
  ),
});
export type RefundsDue = z.infer<typeof refundsDueSchema>;

/** POST /api/admin/payments/evidence/:id/refund: the refund's own transaction ID. */
export const refundSchema = z.object({
  refundTrxId: z
    .string({ error: M.refundIdRequired })
    .trim()
    .regex(/^[A-Za-z0-9]{4,64}$/, { error: M.refundIdRequired }),
});
