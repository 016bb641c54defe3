import { and, asc, count, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { CheckResult } from '@codegrow/shared/schemas/checks';
import type { Database, Executor } from '../../db/client';
import { checkAnswers, reviewCards, reviewReminders } from '../../db/schema/index';
import { markChecksPassed } from '../learning/progress-repository';
import { cardAfterReview, cardForMiss, type StoredCard } from './review-schedule';

/**
 * The readers who asked for the daily e-mail and have questions due by `dueBy`, marked as
 * reminded `today` (each once a day, on whichever server gets there first).
 */
export async function claimRemindersDue(
  tx: Executor,
  today: string,
  dueBy: Date,
): Promise<Array<{ userId: number }>> {
  const withDueCards = tx
    .selectDistinct({ userId: reviewCards.userId })
    .from(reviewCards)
    .where(lte(reviewCards.dueAt, dueBy));
  return tx
    .update(reviewReminders)
    .set({ remindedOn: today })
    .where(
      and(
        or(isNull(reviewReminders.remindedOn), ne(reviewReminders.remindedOn, today)),
        inArray(reviewReminders.userId, withDueCards),
      ),
    )
    .returning({ userId: reviewReminders.userId });
}

/** A signed-in reader's answers to articles' checks, as the server judged them. */
export function createChecksRepository(db: Database) {
  return {
    /**
     * Keeps the reader's latest answer to each question; once every question the article
     * asks now is answered, the article counts as checked in their progress (beside 'read').
     */
    async record(
      userId: number,
      blogId: number,
      results: (CheckResult & { choiceIds: string[] })[],
      askedIds: string[],
    ): Promise<void> {
      if (results.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(checkAnswers)
          .values(
            results.map((result) => ({
              userId,
              blogId,
              questionId: result.questionId,
              choiceIds: result.choiceIds,
              correct: result.correct,
            })),
          )
          .onConflictDoUpdate({
            target: [checkAnswers.userId, checkAnswers.blogId, checkAnswers.questionId],
            set: {
              choiceIds: sql`excluded.choice_ids`,
              correct: sql`excluded.correct`,
              answeredAt: sql`now()`,
            },
          });
        // Each question missed becomes a review card, once: a card already scheduled keeps its place.
        const missed = results.filter((result) => !result.correct);
        if (missed.length > 0) {
          const card = cardForMiss(new Date());
          await tx
            .insert(reviewCards)
            .values(
              missed.map((result) => ({
                userId,
                blogId,
                questionId: result.questionId,
                dueAt: card.due,
                card,
              })),
            )
            .onConflictDoNothing();
        }
        const [answered] = await tx
          .select({
            count: count(),
            right: sql<number>`count(*) FILTER (WHERE ${checkAnswers.correct})`.mapWith(Number),
          })
          .from(checkAnswers)
          .where(
            and(
              eq(checkAnswers.userId, userId),
              eq(checkAnswers.blogId, blogId),
              inArray(checkAnswers.questionId, askedIds),
            ),
          );
        if ((answered?.count ?? 0) < askedIds.length) return;
        await markChecksPassed(tx, userId, blogId, answered?.right === askedIds.length);
      });
    },

    /** The reader completed the map of an article that asks no questions: its check. */
    async recordMapComplete(userId: number, blogId: number): Promise<void> {
      await markChecksPassed(db, userId, blogId, true);
    },

    /** The reader's review cards, soonest due first, and how many reviews they have done. */
    async cards(userId: number) {
      const rows = await db
        .select({
          questionId: reviewCards.questionId,
          blogId: reviewCards.blogId,
          dueAt: reviewCards.dueAt,
          card: reviewCards.card,
        })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId))
        .orderBy(asc(reviewCards.dueAt));
      return {
        cards: rows.map(({ card: _card, ...row }) => ({ ...row, dueAt: row.dueAt.toISOString() })),
        // FSRS counts the miss that made the card as its first review; the reader's are the rest.
        reviewsDone: rows.reduce((sum, row) => sum + (row.card as StoredCard).reps - 1, 0),
      };
    },

    /** A review of one card: rescheduled by its answer; undefined when it is not the reader's. */
    async review(userId: number, blogId: number, questionId: string, correct: boolean) {
      return db.transaction(async (tx) => {
        const key = and(
          eq(reviewCards.userId, userId),
          eq(reviewCards.blogId, blogId),
          eq(reviewCards.questionId, questionId),
        );
        const [row] = await tx
          .select({ card: reviewCards.card })
          .from(reviewCards)
          .where(key)
          .for('update');
        if (!row) return undefined;
        const card = cardAfterReview(row.card as StoredCard, correct, new Date());
        await tx.update(reviewCards).set({ card, dueAt: card.due }).where(key);
        return card.due;
      });
    },

    /** Whether the reader asked for the daily e-mail of due review questions. */
    async remindersOn(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: reviewReminders.userId })
        .from(reviewReminders)
        .where(eq(reviewReminders.userId, userId));
      return row !== undefined;
    },

    async setReminders(userId: number, on: boolean): Promise<void> {
      if (on) {
        await db.insert(reviewReminders).values({ userId }).onConflictDoNothing();
        return;
      }
      await db.delete(reviewReminders).where(eq(reviewReminders.userId, userId));
    },
  };
}
