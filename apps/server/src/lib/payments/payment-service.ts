import { eq } from 'drizzle-orm';
import { LIFETIME_PLAN, type PlanType } from '@codegrow/shared/constants/domain';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import {
  PAYMENT_LIMITS,
  TRANSACTION_API_MESSAGES as M,
  type Transaction,
} from '@codegrow/shared/schemas/transaction';
import type { SiteConfig } from '../../config/env';
import type { Database, Transaction as DbTransaction } from '../../db/client';
import { users } from '../../db/schema/index';
import { createUsersRepository, type UserRow } from '../auth/users-repository';
import { lockUserFor } from '../../db/user-locks';
import { conflict, invalidInput, notFound, tooMany } from '../errors/app-error';
import { queueMail } from '../mail/mail-outbox';
import { transactionMails } from '../mail/mail-templates';
import { createPaymentSettingsRepository } from './settings-repository';
import { createTransactionsRepository, type TransactionRow } from './transactions-repository';

/** The server's price list: the only authority on what a plan costs. */
const PLAN_PRICES: Record<PlanType, number> = { [LIFETIME_PLAN.id]: LIFETIME_PLAN.price };
const HOUR_SECONDS = 3600;

type Decision = 'approved' | 'rejected';

/**
 * The money path: submissions, admin review, matching with IDs the admin saw
 * arrive, and auto-approval. Every step runs in one database transaction, so a
 * subscription is never active without an approved transaction, and mail is
 * queued only for changes that commit.
 */
export function createPaymentService(db: Database, site: SiteConfig) {
  async function recipient(tx: DbTransaction, row: TransactionRow) {
    if (!row.userId || !row.userEmail) return null;
    const [user] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, row.userId));
    return {
      to: row.userEmail,
      name: user?.name ?? null,
      trxId: row.trxId,
      amount: row.amount,
      reason: row.rejectionReason,
    };
  }

  async function decide(
    tx: DbTransaction,
    id: number,
    decision: Decision,
    reviewerId: number | null,
    reason: string | null = null,
  ) {
    const repo = createTransactionsRepository(tx);
    const row = await repo.review(
      id,
      decision,
      reviewerId,
      decision === 'rejected' ? reason : null,
    );
    if (!row) {
      if (!(await repo.exists(id))) throw notFound(M.notFound);
      throw conflict(M.notPending);
    }
    if (decision === 'approved' && row.userId) {
      // Lifetime: active with no expiry.
      await createUsersRepository(tx).activateLifetime(row.userId);
    }
    const facts = await recipient(tx, row);
    if (facts) await queueMail(tx, transactionMails[decision](site, facts));
    return row;
  }

  /** Approves automatically when the setting is on and the claim matches an admin-seen ID. */
  async function autoApproveIfMatched(tx: DbTransaction, row: TransactionRow): Promise<void> {
    const repo = createTransactionsRepository(tx);
    const { autoApprove } = await createPaymentSettingsRepository(tx).get();
    const rightAmount = row.amount === PLAN_PRICES[row.planType];
    if (autoApprove && rightAmount && (await repo.isMatched(row.trxId)))
      await decide(tx, row.id, 'approved', null);
  }

  async function toJson(id: number): Promise<Transaction> {
    const json = await createTransactionsRepository(db).findJson(id);
    if (!json) throw notFound(M.notFound);
    return json;
  }

  return {
    async submit(
      user: UserRow,
      input: { trxId: string; amount: number; planType: PlanType },
    ): Promise<Transaction> {
      const price = PLAN_PRICES[input.planType];
      if (input.amount !== price) throw invalidInput(M.amountMismatch, 'amount');
      if (user.subscriptionStatus === 'active') throw conflict(M.alreadySubscribed);

      const id = await db.transaction(async (tx) => {
        const repo = createTransactionsRepository(tx);
        await lockUserFor(tx, 'payments', user.id);
        const { pending, recent } = await repo.submissionCounts(user.id, HOUR_SECONDS);
        // Per hour as well as at once: submit → reject → submit must not queue mail without end.
        if (recent >= PAYMENT_LIMITS.submissionsPerHour)
          throw tooMany(M.tooManySubmissions, HOUR_SECONDS);
        if (pending >= PAYMENT_LIMITS.maxPending) throw tooMany(M.tooManyPending);
        const row = await repo.insert({
          trxId: input.trxId,
          userId: user.id,
          userEmail: user.email,
          planType: input.planType,
          amount: price,
        });
        if (!row) throw conflict(M.duplicateTrxId, 'trxId');
        await queueMail(
          tx,
          transactionMails.received(site, {
            to: user.email,
            name: user.name,
            trxId: row.trxId,
            amount: row.amount,
          }),
        );
        await autoApproveIfMatched(tx, row);
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
      await db.transaction((tx) => decide(tx, id, decision, reviewerId, reason || null));
      return toJson(id);
    },

    /** The admin saw this ID arrive; a pending claim with it may now be auto-approved. */
    async addAdminId(
      trxId: string,
      adminId: number,
    ): Promise<{ matchedTransaction: Transaction | null }> {
      const matchedId = await db.transaction(async (tx) => {
        const repo = createTransactionsRepository(tx);
        if (!(await repo.addAdminId(trxId, adminId)))
          throw conflict(M.duplicateAdminTrxId, 'trxId');
        const pending = await repo.findPendingByTrxId(trxId);
        if (pending) await autoApproveIfMatched(tx, pending);
        return pending?.id ?? null;
      });
      return { matchedTransaction: matchedId ? await toJson(matchedId) : null };
    },

    successMessage: TRANSACTION_MESSAGES.submitted,
  };
}
