import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import { LIFETIME_PLAN, type PlanType } from '@codegrow/shared/constants/domain';
import {
  CLOSED_CLAIM_REASONS,
  EVIDENCE_MESSAGES,
} from '@codegrow/shared/constants/payment-providers';
import {
  PAYMENT_LIMITS,
  TRANSACTION_API_MESSAGES as M,
  type Transaction,
  type TransactionSubmission,
} from '@codegrow/shared/schemas/transaction';
import type { SiteConfig } from '../../config/env';
import { lockTransactionIds, lockUserFor } from '../../db/advisory-locks';
import type { Database, Transaction as DbTransaction } from '../../db/client';
import {
  createUsersRepository,
  subscriptionStatusOf,
  type UserRow,
} from '../auth/users-repository';
import { conflict, invalidInput, notFound, tooMany } from '../errors/app-error';
import { createAddedPaymentsRepository } from './added-payments-repository';
import { closeClaim, decide, mailReader, type Decision } from './decisions';
import { confirmBalances } from './evidence/balance-chain';
import { paymentsOf } from './evidence/payments-of';
import { createEvidenceRepository } from './evidence/evidence-repository';
import { mustNotBeSubscribed, recordGift } from './gift-links';
import { judgeAgain, matchClaims } from './matching/match-claims';
import { createPaymentEvents } from './payment-events';
import { createPaymentReferences } from './payment-references';
import { createPaymentSettingsRepository } from './settings-repository';
import { createTransactionsRepository, type TransactionRow } from './transactions-repository';

/** The server's price list: the only authority on what a plan costs. */
export const PLAN_PRICES: Record<PlanType, number> = { [LIFETIME_PLAN.id]: LIFETIME_PLAN.price };
const HOUR_SECONDS = 3600;

/** The matcher found the claim's payment, and less than the price arrived. */
const arrivedShort = (claim: TransactionRow) =>
  claim.matchRules?.some((rule) => rule.rule === 'amount' && !rule.passed) ?? false;

/**
 * The money path: submissions, admin review, matching with the evidence and the IDs the admin
 * saw arrive, and auto-approval. Every step runs in one database transaction (see decisions.ts).
 */
export function createPaymentService(
  db: Database,
  site: SiteConfig,
  accountChanged: (userId: number) => void,
) {
  /** The IDs a claim names: its own, and those its reader added to make up a short amount. */
  const idsOf = async (tx: DbTransaction, claim: Pick<TransactionRow, 'id' | 'trxId'>) => [
    claim.trxId,
    ...(await createAddedPaymentsRepository(tx).idsOf(claim.id)),
  ];

  /**
   * An admin approved this claim, or gave it money nobody claimed: they looked at the wallet, so
   * the balances of its payments are confirmed and the wallet's chain runs on from them. Answers
   * the IDs whose payments' balance became known, for judging their claims once this commits.
   */
  async function vouchForPayments(tx: DbTransaction, claim: TransactionRow): Promise<string[]> {
    return confirmBalances(tx, paymentsOf(await idsOf(tx, claim), claim.provider));
  }

  /** After an admin's word commits: the claims it made known judged, their readers told. */
  async function judgeFollowers(becameKnown: string[]): Promise<void> {
    (await judgeAgain(db, site, becameKnown)).forEach(accountChanged);
  }

  /**
   * An ID the admin typed in as seen (the older way in, with no amount): approves a pending
   * claim when auto-approval is on and no evidence has been judged against it.
   */
  async function approveIfAdminSaw(tx: DbTransaction, trxId: string): Promise<void> {
    const repo = createTransactionsRepository(tx);
    const row = await repo.findPendingByTrxId(trxId);
    if (!row || row.matchRules || !(await repo.isMatched(trxId))) return;
    const { autoApprove } = await createPaymentSettingsRepository(tx).get();
    if (autoApprove) await decide(tx, site, { id: row.id, decision: 'approved', reviewerId: null });
  }

  async function toJson(id: number): Promise<Transaction> {
    const json = await createTransactionsRepository(db).findJson(id);
    if (!json) throw notFound(M.notFound);
    return json;
  }

  return {
    /**
     * `from`: the address the claim came from, for the audit trail. A gift may be bought by a
     * subscriber, for anyone who is not one.
     */
    async submit(user: UserRow, input: TransactionSubmission, from: string): Promise<Transaction> {
      const price = PLAN_PRICES[input.planType];
      if (input.amount !== price) throw invalidInput(M.amountMismatch, 'amount');
      if (!input.gift && subscriptionStatusOf(user) === 'active')
        throw conflict(M.alreadySubscribed);
      if (input.gift) await mustNotBeSubscribed(db, input.gift.email, 'gift.email');

      const id = await db.transaction(async (tx) => {
        const repo = createTransactionsRepository(tx);
        await lockUserFor(tx, 'payments', user.id);
        const { pending, recent } = await repo.submissionCounts(user.id, HOUR_SECONDS);
        // Per hour as well as at once: submit → reject → submit must not queue mail without end.
        if (recent >= PAYMENT_LIMITS.submissionsPerHour)
          throw tooMany(M.tooManySubmissions, HOUR_SECONDS);
        if (pending >= PAYMENT_LIMITS.maxPending) throw tooMany(M.tooManyPending);
        await lockTransactionIds(tx, [input.trxId]);
        if (await createAddedPaymentsRepository(tx).names(input.trxId))
          throw conflict(M.duplicateTrxId, 'trxId');
        const reference = await createPaymentReferences(tx, price).use(user.id);
        const row = await repo.insert({
          trxId: input.trxId,
          userId: user.id,
          userEmail: user.email,
          planType: input.planType,
          amount: price,
          provider: input.provider ?? null,
          reference: reference?.code ?? null,
          expectedPoisha: reference?.rocketPoisha ?? null,
        });
        if (!row) throw conflict(M.duplicateTrxId, 'trxId');
        if (input.gift) await recordGift(tx, row.id, input.gift);
        await createPaymentEvents(tx).record({
          transactionId: row.id,
          type: 'submitted',
          actorId: user.id,
          detail: { from, reference: row.reference, ...(input.gift && { gift: input.gift.email }) },
        });
        await mailReader(tx, site, input.gift ? 'giftReceived' : 'received', row, {
          recipient: input.gift?.email,
        });
        await matchClaims(tx, site, [row.trxId]);
        await approveIfAdminSaw(tx, row.trxId);
        return row.id;
      });
      return toJson(id);
    },

    /** `reason`: on a rejection, why, in words the reader sees (on the dashboard and by mail). */
    async review(
      id: number,
      decision: Decision,
      reviewerId: number,
      reason: string | null = null,
    ): Promise<Transaction> {
      const becameKnown = await db.transaction(async (tx) => {
        // The claim's IDs first, as every path that judges a claim takes them.
        const claim = await createTransactionsRepository(tx).find(id);
        if (claim) await lockTransactionIds(tx, await idsOf(tx, claim));
        const row = await decide(tx, site, { id, decision, reviewerId, reason: reason || null });
        return decision === 'approved' ? vouchForPayments(tx, row) : [];
      });
      await judgeFollowers(becameKnown);
      return toJson(id);
    },

    /**
     * Approves, for `adminId`, every pending claim whose evidence met every rule (those waiting
     * for a click while auto-approval is off). Answers the claims approved.
     */
    async approveMatched(adminId: number): Promise<TransactionRow[]> {
      return db.transaction(async (tx) => {
        const repo = createTransactionsRepository(tx);
        // Judged again first, with the evidence as it stands: a verdict given before the
        // rules changed, or before a payment's balance was known otherwise, may no longer hold.
        const candidates = await repo.pendingFullMatches();
        const ids = (await Promise.all(candidates.map((claim) => idsOf(tx, claim)))).flat();
        await lockTransactionIds(tx, ids);
        await matchClaims(tx, site, ids);
        const rows = [];
        for (const { id } of await repo.pendingFullMatches(true))
          rows.push(await decide(tx, site, { id, decision: 'approved', reviewerId: adminId }));
        return rows;
      });
    },

    /**
     * Money nobody claimed, confirmed by an admin as this reader's (who lost their transaction
     * ID): a claim is made for them with the payment's ID and approved at once, by that admin.
     */
    async assignEvidence(evidenceId: number, email: string, adminId: number): Promise<Transaction> {
      const { id, becameKnown } = await db.transaction(async (tx) => {
        const evidenceRepo = createEvidenceRepository(tx);
        const evidence = await evidenceRepo.find(evidenceId);
        if (!evidence) throw notFound(EVIDENCE_MESSAGES.evidenceNotFound);
        await lockTransactionIds(tx, [evidence.trxId]);
        if (await createAddedPaymentsRepository(tx).names(evidence.trxId))
          throw conflict(EVIDENCE_MESSAGES.alreadyClaimed);
        const reader = await createUsersRepository(tx).findByEmail(email);
        if (!reader) throw notFound(ADMIN_MESSAGES.userNotFound);
        if (subscriptionStatusOf(reader) === 'active') throw conflict(M.alreadySubscribed, 'email');
        const price = PLAN_PRICES[LIFETIME_PLAN.id];
        if (evidence.amountPoisha < price * 100) throw conflict(EVIDENCE_MESSAGES.lessThanPrice);
        const row = await createTransactionsRepository(tx).insert({
          trxId: evidence.trxId,
          userId: reader.id,
          userEmail: reader.email,
          planType: LIFETIME_PLAN.id,
          amount: price,
          provider: evidence.provider,
        });
        if (!row) throw conflict(EVIDENCE_MESSAGES.alreadyClaimed);
        await evidenceRepo.payFor(row.id, [evidence.id]);
        await createPaymentEvents(tx).record({
          transactionId: row.id,
          type: 'submitted',
          actorId: adminId,
          detail: { assigned: true, evidenceId: evidence.id },
        });
        await decide(tx, site, { id: row.id, decision: 'approved', reviewerId: adminId });
        return { id: row.id, becameKnown: await vouchForPayments(tx, row) };
      });
      await judgeFollowers(becameKnown);
      return toJson(id);
    },

    /**
     * A second payment (third, fourth) that makes up what the claim's own payment lacked: its ID
     * is added to the claim, which is judged again with every payment's amount added up.
     */
    async addPayment(
      id: number,
      readerId: number,
      trxId: string,
      from: string,
    ): Promise<Transaction> {
      await db.transaction(async (tx) => {
        const repo = createTransactionsRepository(tx);
        const own = await repo.find(id);
        if (!own || own.userId !== readerId) throw notFound(M.notFound);
        await lockTransactionIds(tx, [own.trxId, trxId]);
        // As it stands now that no payment for its IDs can be judged meanwhile.
        const claim = (await repo.find(id)) ?? own;
        const added = createAddedPaymentsRepository(tx);
        if (claim.status !== 'pending') throw conflict(M.notPending);
        if (!arrivedShort(claim)) throw conflict(M.notShort);
        if (await added.names(trxId)) throw conflict(M.duplicateTrxId, 'trxId');
        if ((await added.countFor(id)) >= PAYMENT_LIMITS.maxAddedPayments)
          throw conflict(M.tooManyAdded, 'trxId');
        await added.add(id, trxId);
        await createPaymentEvents(tx).record({
          transactionId: id,
          type: 'payment-added',
          actorId: readerId,
          detail: { trxId, from },
        });
        await matchClaims(tx, site, [claim.trxId]);
      });
      return toJson(id);
    },

    /** The reader takes back their own claim while it waits; it reads as rejected, 'withdrawn'. */
    async withdraw(id: number, readerId: number): Promise<Transaction> {
      const closed = await db.transaction((tx) =>
        closeClaim(tx, site, {
          id,
          why: 'withdrawn',
          reason: CLOSED_CLAIM_REASONS.withdrawn,
          readerId,
        }),
      );
      if (closed) return toJson(id);
      const owner = await createTransactionsRepository(db).ownerOf(id);
      if (owner !== readerId) throw notFound(M.notFound);
      throw conflict(M.notPending);
    },

    /** The admin saw this ID arrive; a pending claim with it may now be auto-approved. */
    async addAdminId(
      trxId: string,
      adminId: number,
    ): Promise<{ matchedTransaction: Transaction | null }> {
      const matchedId = await db.transaction(async (tx) => {
        const repo = createTransactionsRepository(tx);
        await lockTransactionIds(tx, [trxId]);
        if (!(await repo.addAdminId(trxId, adminId)))
          throw conflict(M.duplicateAdminTrxId, 'trxId');
        const pending = await repo.findPendingByTrxId(trxId);
        await approveIfAdminSaw(tx, trxId);
        return pending?.id ?? null;
      });
      return { matchedTransaction: matchedId ? await toJson(matchedId) : null };
    },
  };
}
