import type { MatchRuleResult } from '@codegrow/shared/schemas/payment-evidence';
import { and, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionStatus } from '@codegrow/shared/constants/domain';
import type { Transaction, TransactionListQuery } from '@codegrow/shared/schemas/transaction';
import type { Executor } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { adminTransactionIds, gifts, transactions, users } from '../../db/schema/index';
import { columns, paid, toJson } from './transaction-json';

export type TransactionRow = typeof transactions.$inferSelect;

export function createTransactionsRepository(db: Executor) {
  const writes = {
    /** The account's claims stay for the books, without its e-mail (it is deleted). */
    async forgetEmailOf(userId: number): Promise<void> {
      await db.update(transactions).set({ userEmail: null }).where(eq(transactions.userId, userId));
    },

    /** The matcher's verdict on a claim: the rules it judged, and what was paid over, if any. */
    async setVerdict(
      id: number,
      rules: MatchRuleResult[],
      overPaidPoisha?: number | null,
    ): Promise<void> {
      await db
        .update(transactions)
        .set({ matchRules: rules, ...(overPaidPoisha !== undefined && { overPaidPoisha }) })
        .where(eq(transactions.id, id));
    },
  };
  const select = () =>
    db
      .select(columns)
      .from(transactions)
      .leftJoin(users, eq(users.id, transactions.userId))
      .leftJoin(gifts, eq(gifts.transactionId, transactions.id));

  return {
    ...writes,

    async findJson(id: number): Promise<Transaction | undefined> {
      const [row] = await select().where(eq(transactions.id, id));
      return row && toJson(row);
    },

    async listForUser(userId: number): Promise<Transaction[]> {
      const rows = await select()
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id));
      return rows.map(toJson);
    },

    /** Admin list: by status, by trx ID or e-mail (partial, any case), newest first. */
    async list(
      query: TransactionListQuery,
    ): Promise<{ transactions: Transaction[]; total: number }> {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(transactions.status, query.status));
      if (query.search) {
        const pattern = containing(query.search);
        filters.push(
          or(ilike(transactions.trxId, pattern), ilike(transactions.userEmail, pattern)) as SQL,
        );
      }
      const where = and(...filters);
      const rows = await select()
        .where(where)
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [counted] = await db.select({ n: count() }).from(transactions).where(where);
      return { transactions: rows.map(toJson), total: counted?.n ?? 0 };
    },

    /** Undefined when the ID is already claimed, by anyone, in any letter case. */
    async insert(values: typeof transactions.$inferInsert): Promise<TransactionRow | undefined> {
      const [row] = await db.insert(transactions).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The user's claims waiting for review, and all claims made in the last `seconds`. */
    async submissionCounts(
      userId: number,
      seconds: number,
    ): Promise<{ pending: number; recent: number }> {
      const [row] = await db
        .select({
          pending: count(sql`CASE WHEN ${transactions.status} = 'pending' THEN 1 END`),
          recent: count(
            sql`CASE WHEN ${transactions.createdAt} > now() - make_interval(secs => ${seconds}) THEN 1 END`,
          ),
        })
        .from(transactions)
        .where(eq(transactions.userId, userId));
      return { pending: row?.pending ?? 0, recent: row?.recent ?? 0 };
    },

    async findPendingByTrxId(trxId: string): Promise<TransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(
            sql`lower(${transactions.trxId}) = lower(${trxId})`,
            eq(transactions.status, 'pending'),
          ),
        );
      return row;
    },

    /**
     * Moves a pending transaction to its final state. The status condition makes
     * it atomic: of two concurrent reviews exactly one gets the row back.
     */
    async review(
      id: number,
      status: Exclude<TransactionStatus, 'pending'>,
      reviewerId: number | null,
      rejectionReason: string | null = null,
      /** Only if it is this reader's claim (a withdrawal). */
      ownerId?: number,
    ) {
      const [row] = await db
        .update(transactions)
        .set({
          status,
          reviewedBy: reviewerId,
          reviewedAt: new Date(),
          rejectionReason,
          ...(status === 'approved' && { receiptNumber: sql`nextval('receipt_numbers')` }),
        })
        .where(
          and(
            eq(transactions.id, id),
            eq(transactions.status, 'pending'),
            ownerId === undefined ? undefined : eq(transactions.userId, ownerId),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Pending claims no evidence has been judged against, made before `before`, and (for a
     * reminder) not reminded yet: oldest first.
     */
    async unpaidSince(before: Date, { reminded }: { reminded: boolean }): Promise<number[]> {
      const rows = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(
          and(
            eq(transactions.status, 'pending'),
            isNull(transactions.matchRules),
            lt(transactions.createdAt, before),
            reminded ? undefined : isNull(transactions.remindedAt),
          ),
        )
        .orderBy(transactions.createdAt)
        .limit(200);
      return rows.map((row) => row.id);
    },

    /** Marks a claim reminded; undefined when another server did it first or it moved on. */
    async markReminded(id: number) {
      const [row] = await db
        .update(transactions)
        .set({ remindedAt: new Date() })
        .where(
          and(
            eq(transactions.id, id),
            eq(transactions.status, 'pending'),
            isNull(transactions.remindedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Pending claims whose evidence met every rule, oldest first, locked for the approval. */
    /**
     * Pending claims that took their payments with every rule held, as last judged (`lock`:
     * for update, in the transaction that approves them).
     */
    async pendingFullMatches(lock = false): Promise<Array<{ id: number; trxId: string }>> {
      const query = db
        .select({ id: transactions.id, trxId: transactions.trxId })
        .from(transactions)
        .where(
          and(
            eq(transactions.status, 'pending'),
            paid,
            sql`NOT (${transactions.matchRules} @> '[{"passed": false}]'::jsonb)`,
          ),
        )
        .orderBy(transactions.id);
      return lock ? query.for('update') : query;
    },

    /** The median minutes from claim to approval over the last 90 days; null without any. */
    async usualApprovalMinutes(): Promise<number | null> {
      const [row] = await db
        .select({
          minutes: sql<
            number | null
          >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${transactions.reviewedAt} - ${transactions.createdAt}) / 60)`.mapWith(
            (value) => (value === null ? null : Math.round(Number(value))),
          ),
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.status, 'approved'),
            sql`${transactions.reviewedAt} > now() - interval '90 days'`,
          ),
        );
      return row?.minutes ?? null;
    },

    async find(id: number): Promise<TransactionRow | undefined> {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      return row;
    },

    /** The claim's reader: undefined when there is no such claim, null once their account is gone. */
    async ownerOf(id: number): Promise<number | null | undefined> {
      const [row] = await db
        .select({ userId: transactions.userId })
        .from(transactions)
        .where(eq(transactions.id, id));
      return row?.userId;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.id, id));
      return Boolean(row);
    },

    async isMatched(trxId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: adminTransactionIds.id })
        .from(adminTransactionIds)
        .where(sql`lower(${adminTransactionIds.trxId}) = lower(${trxId})`);
      return Boolean(row);
    },

    /** Undefined when an admin already added this ID. */
    async addAdminId(trxId: string, adminId: number) {
      const [row] = await db
        .insert(adminTransactionIds)
        .values({ trxId, addedBy: adminId })
        .onConflictDoNothing()
        .returning();
      return row;
    },
  };
}
