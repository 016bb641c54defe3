import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { MatchRuleResult } from '@codegrow/shared/schemas/payment-evidence';
import type { SiteConfig } from '../../../config/env';
import { lockTransactionIds } from '../../../db/advisory-locks';
import type { Database, Transaction as DbTransaction } from '../../../db/client';
import { addedPayments, paymentEvidence, transactions } from '../../../db/schema/index';
import { createAddedPaymentsRepository } from '../added-payments-repository';
import { decide } from '../decisions';
import { createEvidenceRepository } from '../evidence/evidence-repository';
import { createPaymentEvents } from '../payment-events';
import { createPaymentSettingsRepository } from '../settings-repository';
import { createTransactionsRepository } from '../transactions-repository';
import { judgeClaim, type Evidence } from './matcher';

/**
 * Judges again, in a transaction of its own under their IDs' locks, the claims naming these
 * IDs: their payments' balance became known in a transaction that has committed (whoever judged
 * one meanwhile saw it unknown). Answers the readers whose claims were approved.
 */
export async function judgeAgain(
  db: Database,
  site: SiteConfig,
  trxIds: string[],
): Promise<number[]> {
  if (trxIds.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockTransactionIds(tx, trxIds);
    return matchClaims(tx, site, trxIds);
  });
}

const lowered = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];
const sameRules = (before: MatchRuleResult[] | null, now: MatchRuleResult[]) =>
  JSON.stringify(before) === JSON.stringify(now);

/**
 * Judges the pending claims naming these transaction IDs (their own, or one their reader added)
 * against the evidence for them, and records each verdict: a full match takes its payments (each
 * names the one claim it pays for) and, with auto-approval on, is approved at once; a claim that
 * fails a rule is flagged with the rules that failed. The caller holds the IDs' locks (lockTransactionIds), so a claim
 * and its evidence arriving together are judged by whichever commits second. Answers the
 * readers whose claims were approved.
 */
export async function matchClaims(
  tx: DbTransaction,
  site: SiteConfig,
  trxIds: string[],
): Promise<number[]> {
  if (trxIds.length === 0) return [];
  const claims = await pendingClaimsNaming(tx, trxIds);
  if (claims.length === 0) return [];
  const approved: number[] = [];
  const { autoApprove } = await createPaymentSettingsRepository(tx).get();
  const events = createPaymentEvents(tx);
  for (const claim of claims) {
    const verdict = judgeClaim(
      claim,
      await evidenceFor(tx, [claim.trxId]),
      siteNumbers(site),
      await evidenceFor(tx, await createAddedPaymentsRepository(tx).idsOf(claim.id)),
    );
    if (verdict.outcome === 'none') continue;
    const matched = verdict.outcome === 'match';
    await createTransactionsRepository(tx).setVerdict(
      claim.id,
      verdict.rules,
      matched ? verdict.overPaidPoisha || null : undefined,
    );
    if (matched) await createEvidenceRepository(tx).payFor(claim.id, verdict.evidenceIds);
    // Judged again (a payment added, a message repeated) with the same verdict: no news.
    if (!sameRules(claim.matchRules, verdict.rules))
      await events.record({
        transactionId: claim.id,
        type: matched ? 'matched' : 'flagged',
        detail: {
          evidenceIds: verdict.evidenceIds,
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

/**
 * Pending claims whose own ID, or an ID their reader added, is one of these, locked: payments
 * for one claim's several IDs, arriving at once under different ID locks, are then judged one
 * after the other, the second with the first's in sight.
 */
function pendingClaimsNaming(tx: DbTransaction, trxIds: string[]) {
  const ids = lowered(trxIds);
  return tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'pending'),
        or(
          inArray(sql`lower(${transactions.trxId})`, ids),
          exists(
            tx
              .select()
              .from(addedPayments)
              .where(
                and(
                  eq(addedPayments.transactionId, transactions.id),
                  inArray(sql`lower(${addedPayments.trxId})`, ids),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(transactions.id)
    .for('update');
}

/** The evidence of these transaction IDs, in any case, with the claim each already pays for. */
function evidenceFor(tx: DbTransaction, trxIds: string[]): Promise<Evidence[]> {
  if (trxIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: paymentEvidence.id,
      provider: paymentEvidence.provider,
      amountPoisha: paymentEvidence.amountPoisha,
      receivingNumber: paymentEvidence.receivingNumber,
      receivedAt: paymentEvidence.receivedAt,
      reference: paymentEvidence.reference,
      claimedBy: paymentEvidence.transactionId,
      balanceState: paymentEvidence.balanceState,
    })
    .from(paymentEvidence)
    .where(inArray(sql`lower(${paymentEvidence.trxId})`, lowered(trxIds)))
    .orderBy(paymentEvidence.id);
}

const siteNumbers = (site: SiteConfig) => [
  site.paymentNumber,
  ...site.paymentAccounts.map((account) => account.number),
];
