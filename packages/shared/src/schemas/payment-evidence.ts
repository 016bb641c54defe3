import { z } from 'zod';
import { EVIDENCE_LIMITS, EVIDENCE_MESSAGES as M } from '../constants/payment-providers';

/** POST /api/admin/payments/evidence as JSON: one or many wallet messages, as pasted. */
export const evidenceTextSchema = z.object({
  text: z
    .string({ error: M.textRequired })
    .trim()
    .min(1, { error: M.textRequired, abort: true })
    .max(EVIDENCE_LIMITS.textMaxChars, { error: M.textTooLong }),
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
  receivedAt: z.iso.datetime({ offset: true }).optional(),
});

const bucket = z.object({ count: z.number(), total: z.number() });

/**
 * GET /api/admin/payments/desk: the payment desk's buckets, each a count and a total in taka.
 * `verified`: approved claims; `waiting`: claims waiting for review; `flagged`: claims whose
 * evidence disagrees with them (less arrived than claimed); `unclaimed`: money received that no
 * claim names.
 */
export const paymentDeskSchema = z.object({
  buckets: z.object({ verified: bucket, waiting: bucket, flagged: bucket, unclaimed: bucket }),
  /** When the SMS-forwarding app last delivered (ISO), or null when it never has. */
  forwarder: z.object({ lastDeliveryAt: z.string().nullable() }),
});
export type PaymentDesk = z.infer<typeof paymentDeskSchema>;
