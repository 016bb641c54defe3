import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SiteConfig } from '../../../config/env';
import type { Transaction as DbTransaction } from '../../../db/client';
import { paymentEvidence, transactions } from '../../../db/schema/index';
import { decide } from '../decisions';
import { createPaymentEvents } from '../payment-events';
import { createPaymentSettingsRepository } from '../settings-repository';
import { judgeClaim, type Evidence } from './matcher';

const lowered = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * Judges the pending claims naming these transaction IDs against the evidence for them, and
 * records each verdict: a full match takes its evidence (one claim per evidence, by a unique
 * index) and, with auto-approval on, is approved at once; a claim that fails a rule is flagged
 * with the rules that failed. The caller holds the IDs' locks (lockTransactionIds), so a claim
 * and its evidence arriving together are judged by whichever commits second. Answers the
 * readers whose claims were approved.
 */
export async function matchClaims(
  tx: DbTransaction,
  site: SiteConfig,
  trxIds: string[],
): Promise<number[]> {
  if (trxIds.length === 0) return [];
  const claims = await tx
    .select()
    .from(transactions)
    .where(
      and(
        inArray(sql`lower(${transactions.trxId})`, lowered(trxIds)),
        eq(transactions.status, 'pending'),
      ),
    );
  if (claims.length === 0) return [];
  const approved: number[] = [];
  const { autoApprove } = await createPaymentSettingsRepository(tx).get();
  const events = createPaymentEvents(tx);
  for (const claim of claims) {
    const verdict = judgeClaim(claim, await evidenceFor(tx, claim.trxId), siteNumbers(site));
    if (verdict.outcome === 'none') continue;
    const matched = verdict.outcome === 'match';
    await tx
      .update(transactions)
      .set({
        matchRules: verdict.rules,
        ...(matched && {
          evidenceId: verdict.evidenceId,
          overPaidPoisha: verdict.overPaidPoisha || null,
        }),
      })
      .where(eq(transactions.id, claim.id));
    await events.record({
      transactionId: claim.id,
      type: matched ? 'matched' : 'flagged',
      detail: {
        evidenceId: verdict.evidenceId,
        failed: verdict.rules.filter((rule) => !rule.passed).map((rule) => rule.rule),
        ...(verdict.overPaidPoisha && { overPaid: verdict.overPaidPoisha / 100 }),
      },
    });
    if (!matched || !autoApprove) continue;
    const row = await decide(tx, site, { id: claim.id, decision: 'approved', reviewerId: null });
    if (row.userId) approved.push(row.userId);
  }
  return approved;
}

/** The evidence of one transaction ID, in any case, with the claim each already satisfies. */
function evidenceFor(tx: DbTransaction, trxId: string): Promise<Evidence[]> {
  return tx
    .select({
      id: paymentEvidence.id,
      provider: paymentEvidence.provider,
      amountPoisha: paymentEvidence.amountPoisha,
      receivingNumber: paymentEvidence.receivingNumber,
      receivedAt: paymentEvidence.receivedAt,
      reference: paymentEvidence.reference,
      claimedBy: transactions.id,
      balanceBreak: sql<boolean>`${paymentEvidence.expectedBalancePoisha} IS NOT NULL`,
    })
    .from(paymentEvidence)
    .leftJoin(transactions, eq(transactions.evidenceId, paymentEvidence.id))
    .where(sql`lower(${paymentEvidence.trxId}) = lower(${trxId})`);
}

const siteNumbers = (site: SiteConfig) => [
  site.paymentNumber,
  ...site.paymentAccounts.map((account) => account.number),
];
