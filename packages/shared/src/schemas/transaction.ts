import { z } from 'zod';
import { PAYMENT_SETTINGS_MESSAGES } from '../constants/admin-messages';
import {
  LIFETIME_PLAN,
  PLAN_TYPES,
  TRANSACTION_STATUSES,
  PAYMENT_PROVIDERS,
} from '../constants/domain';
import { GIFT_LIMITS, GIFT_MESSAGES, GIFT_STATES } from '../constants/gifts';
import { TRANSACTION_API_MESSAGES, TRANSACTION_MESSAGES } from '../constants/payment-messages';
import { PAYMENT_LIMITS } from '../constants/limits';
import { matchRuleResultSchema } from './payment-evidence';
import { pageQuerySchema } from './common';
import { EMAIL_PATTERN, normalizeEmail } from './email';

/** Kept with the texts and limits (a page reads them without the schema); given here too. */
export { PAYMENT_LIMITS } from '../constants/limits';
export { TRANSACTION_API_MESSAGES } from '../constants/payment-messages';

export const TRX_ID_PATTERN = /^[A-Za-z0-9]{4,64}$/;

/** 'TrxID CJU0PZQ3U6' (bKash), 'TxnID: 75HKUOBF' (Nagad), 'TxnId:6606781284' (Rocket). */
const LABELLED_TRX_ID = /\bT(?:rx|xn)ID\s*:?\s*([A-Za-z0-9]{4,64})\b/i;

/**
 * The transaction ID in what was typed: a reader may paste the wallet's whole message, or its
 * 'TrxID …' line, and the ID is taken out of it; anything else is kept as it is.
 */
export function transactionIdIn(text: string): string {
  return LABELLED_TRX_ID.exec(text)?.[1] ?? text;
}

const trxId = (requiredMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? transactionIdIn(value.trim()) : value),
    z
      .string({ error: requiredMessage })
      .min(1, { error: requiredMessage, abort: true })
      .regex(TRX_ID_PATTERN, { error: TRANSACTION_API_MESSAGES.trxIdFormat }),
  );

/** The address a gift's link goes to. */
export const giftEmailSchema = z
  .string({ error: GIFT_MESSAGES.recipientRequired })
  .trim()
  .min(1, { error: GIFT_MESSAGES.recipientRequired, abort: true })
  .max(GIFT_LIMITS.emailMax, { error: GIFT_MESSAGES.recipientInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: GIFT_MESSAGES.recipientInvalid })
  .transform(normalizeEmail);

/** A payment made as a gift: who it is for, and a line for them. */
export const giftInputSchema = z.object({
  email: giftEmailSchema,
  message: z
    .string()
    .trim()
    .max(GIFT_LIMITS.messageMax, { error: GIFT_MESSAGES.messageTooLong })
    .nullish()
    .transform((message) => message || null),
});
export type GiftInput = z.input<typeof giftInputSchema>;

/** POST /api/transactions. The server's plan table, not this body, decides the price. */
export const transactionInputSchema = z.object({
  trxId: trxId(TRANSACTION_MESSAGES.trxIdRequired),
  amount: z.coerce.number({ error: TRANSACTION_API_MESSAGES.amountMismatch }),
  planType: z
    .enum(PLAN_TYPES, { error: TRANSACTION_API_MESSAGES.unknownPlan })
    .default(LIFETIME_PLAN.id),
  /** The wallet paid with, when the reader says; the matcher then looks at its evidence only. */
  provider: z
    .enum(PAYMENT_PROVIDERS, { error: 'provider must be bkash, nagad or rocket' })
    .optional(),
  /** Paid for someone else: the subscription goes to whoever redeems the link they are sent. */
  gift: giftInputSchema.optional(),
});
export type TransactionInput = z.input<typeof transactionInputSchema>;
export type TransactionSubmission = z.output<typeof transactionInputSchema>;

export const adminTrxIdInputSchema = z.object({
  trxId: trxId(TRANSACTION_MESSAGES.adminTrxIdRequired),
});

/**
 * POST /api/transactions/:id/payments: the ID of a second payment that makes up what the
 * claim's first one lacked.
 */
export const addedPaymentInputSchema = z.object({
  trxId: trxId(TRANSACTION_MESSAGES.trxIdRequired),
});
export type AddedPaymentInput = z.input<typeof addedPaymentInputSchema>;

/** A gift as its buyer (and an admin) sees it; the link itself is only in the recipient's mail. */
export const giftSchema = z.object({
  recipient_email: z.string(),
  message: z.string().nullable(),
  state: z.enum(GIFT_STATES),
  sent_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
});
export type Gift = z.infer<typeof giftSchema>;

/** POST /api/transactions/:id/gift/resend: the link again, to a corrected address if given. */
export const giftResendSchema = z
  .object({ email: giftEmailSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});

export const transactionSchema = z.object({
  id: z.number(),
  trx_id: z.string(),
  user_id: z.number().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  plan_type: z.enum(PLAN_TYPES),
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  /** Evidence of the payment satisfies it, or an admin registered the same ID as received. */
  matched: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** The reference the reader was given before paying, when they had one. */
  reference: z.string().nullable(),
  /** The matcher's verdict, rule by rule, once evidence of this ID arrived; null before. */
  match_rules: z.array(matchRuleResultSchema).nullable(),
  /** Taka that arrived with its ID and the IDs added to it; null before any arrived. */
  received: z.number().nullable(),
  /** IDs of further payments the reader added to make up a short amount, in order. */
  added_trx_ids: z.array(z.string()),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Why it was rejected, as the admin wrote it for the reader; null otherwise. */
  rejection_reason: z.string().nullable(),
  /** Paid as a gift: for whom, and where its link stands; null for the reader's own. */
  gift: giftSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListQuerySchema = pageQuerySchema(50, 100).extend({
  status: z
    .enum(TRANSACTION_STATUSES, { error: 'status must be pending, approved or rejected' })
    .optional(),
  search: z.string().trim().max(254).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

const senders = z.array(z.string().trim().min(1).max(64)).max(20);

/** Per provider, the senders whose messages the SMS-forwarding app may hand in. */
export const allowedSendersSchema = z.object({ bkash: senders, nagad: senders, rocket: senders });
export type AllowedSenders = z.infer<typeof allowedSendersSchema>;

/** GET /api/admin/settings, and what PUT answers. */
const reminderDays = z.number().int().min(1).max(90);

export const paymentSettingsSchema = z.object({
  autoApprove: z.boolean(),
  allowedSenders: allowedSendersSchema,
  /** Days before a reader whose payment has not arrived is reminded; closed after twice as many. */
  reminderDays,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** PUT /api/admin/settings: what is sent changes; what is left out stays as it was. */
export const paymentSettingsInputSchema = z.object({
  autoApprove: z.boolean(),
  allowedSenders: allowedSendersSchema.optional(),
  reminderDays: reminderDays.optional(),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

/** POST /api/transactions/:id/reject: the reason the reader will see (optional for API callers). */
export const rejectionSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(PAYMENT_LIMITS.rejectionReasonMax, { error: TRANSACTION_API_MESSAGES.reasonTooLong })
      .optional(),
  })
  .nullish();

/** The resend form: the address the link goes to, the one it went to unless corrected. */
export const giftResendFormSchema = z.object({ email: giftEmailSchema });

/** 'bKash, bkash-alerts' → ['bKash', 'bkash-alerts']: a wallet's senders as the form types them. */
export const senderList = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Text that the API's `rule` takes once `read`, else refused with `message` (the rule has none). */
const typedFor = (read: (text: string) => unknown, rule: z.ZodType, message: string) =>
  z.string().refine((text) => rule.safeParse(read(text)).success, { error: message });

const typedSenders = (rule: z.ZodType) =>
  typedFor(senderList, rule, PAYMENT_SETTINGS_MESSAGES.sendersInvalid);

/**
 * The payment settings form, as typed: each wallet's senders (`senderList` makes them the
 * API's list) and the reminder's days (`Number` makes them the API's).
 */
export const paymentSettingsFormSchema = z.object({
  bkash: typedSenders(allowedSendersSchema.shape.bkash),
  nagad: typedSenders(allowedSendersSchema.shape.nagad),
  rocket: typedSenders(allowedSendersSchema.shape.rocket),
  reminderDays: typedFor(
    Number,
    paymentSettingsSchema.shape.reminderDays,
    PAYMENT_SETTINGS_MESSAGES.reminderDaysInvalid,
  ),
});
export type PaymentSettingsForm = z.input<typeof paymentSettingsFormSchema>;
