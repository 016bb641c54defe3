import { and, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { EVIDENCE_MESSAGES, REFERENCE_PATTERN } from '@codegrow/shared/constants/payment-providers';
import type { RefundsDue } from '@codegrow/shared/schemas/payment-evidence';
import type { Database } from '../../db/client';
import { paymentEvidence, transactions } from '../../db/schema/index';
import { conflict, notFound } from '../errors/app-error';
import { claimNamingPayment } from './claim-evidence';
import { createEvidenceRepository } from './evidence/evidence-repository';
import { createPaymentEvents } from './payment-events';

const notRefunded = isNull(paymentEvidence.refundedAt);
/** A claim's last payment: the one an over-paid excess is returned through. */
const lastPayment = sql`(SELECT max(${paymentEvidence.id}) FROM ${paymentEvidence} WHERE ${paymentEvidence.transactionId} = ${transactions.id})`;
/** The CG- reference a payer typed, in capitals, if their reference holds one. */
const codeIn = (reference: string | null) =>
  REFERENCE_PATTERN.exec(reference ?? '')?.[0].toUpperCase() ?? null;

/**
 * Money due back to payers: the excess of an over-paid claim, and a second payment carrying a
 * reference whose claim is already verified (paid twice). An admin returns it through the
 * wallet and records the refund's own transaction ID, which the claim's history keeps.
 */
export function createRefunds(db: Database) {
  /** Payments nobody claimed that carry the reference of a claim already verified. */
  async function paidAgain() {
    const withCode = await db
      .select({
        evidenceId: paymentEvidence.id,
        trxId: paymentEvidence.trxId,
        provider: paymentEvidence.provider,
        sender: paymentEvidence.sender,
        poisha: paymentEvidence.amountPoisha,
        reference: paymentEvidence.reference,
      })
      .from(paymentEvidence)
      .where(
        and(notRefunded, ilike(paymentEvidence.reference, '%CG-%'), isNull(claimNamingPayment)),
      )
      .orderBy(paymentEvidence.id);
    const codes = [...new Set(withCode.flatMap((row) => codeIn(row.reference) ?? []))];
    if (codes.length === 0) return [];
    const verified = await db
      .select({ reference: transactions.reference, reader: transactions.userEmail })
      .from(transactions)
      .where(and(eq(transactions.status, 'approved'), inArray(transactions.reference, codes)));
    const readerOf = new Map(verified.map((row) => [row.reference, row.reader]));
    return withCode.flatMap(({ reference, ...row }) => {
      const code = codeIn(reference);
      return code && readerOf.has(code) ? [{ ...row, reader: readerOf.get(code) ?? null }] : [];
    });
  }

  return {
    async due(): Promise<RefundsDue['refunds']> {
      const overPaid = await db
        .select({
          evidenceId: paymentEvidence.id,
          trxId: paymentEvidence.trxId,
          provider: paymentEvidence.provider,
          sender: paymentEvidence.sender,
          poisha: transactions.overPaidPoisha,
          reader: transactions.userEmail,
        })
        .from(transactions)
        .innerJoin(paymentEvidence, eq(paymentEvidence.id, lastPayment))
        .where(and(gt(transactions.overPaidPoisha, 0), notRefunded))
        .orderBy(transactions.id);
      const paidTwice = await paidAgain();
      return [
        ...overPaid.map((row) => ({
          ...row,
          reason: 'overPaid' as const,
          amount: (row.poisha ?? 0) / 100,
        })),
        ...paidTwice.map((row) => ({
          ...row,
          reason: 'paidTwice' as const,
          amount: row.poisha / 100,
        })),
      ].map(({ poisha: _poisha, ...refund }) => refund);
    },

    /** Records that the money due back from this payment was returned, once. */
    async record(evidenceId: number, refundTrxId: string, adminId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const refunded = await createEvidenceRepository(tx).markRefunded(
          evidenceId,
          refundTrxId,
          adminId,
        );
        if (!refunded) {
          const [exists] = await tx
            .select({ id: paymentEvidence.id })
            .from(paymentEvidence)
            .where(eq(paymentEvidence.id, evidenceId));
          throw exists
            ? conflict(EVIDENCE_MESSAGES.alreadyRefunded)
            : notFound(EVIDENCE_MESSAGES.evidenceNotFound);
        }
        // The claim it paid (over-paid), or the claim whose reference it carried (paid twice).
        const code = codeIn(refunded.reference);
        const [claim] = await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(
            or(
              refunded.transactionId === null
                ? undefined
                : eq(transactions.id, refunded.transactionId),
              code ? eq(transactions.reference, code) : undefined,
            ),
          )
          .limit(1);
        if (claim)
          await createPaymentEvents(tx).record({
            transactionId: claim.id,
            type: 'refunded',
            actorId: adminId,
            detail: { refundTrxId, evidenceId },
          });
      });
    },
  };
}
