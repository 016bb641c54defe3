import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { CheckResult } from '@codegrow/shared/schemas/checks';
import type { Database } from '../../db/client';
import { blogReads, checkAnswers } from '../../db/schema/index';

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
        const [answered] = await tx
          .select({ count: count() })
          .from(checkAnswers)
          .where(
            and(
              eq(checkAnswers.userId, userId),
              eq(checkAnswers.blogId, blogId),
              inArray(checkAnswers.questionId, askedIds),
            ),
          );
        if ((answered?.count ?? 0) < askedIds.length) return;
        await tx
          .insert(blogReads)
          .values({ userId, blogId, checkedAt: sql`now()` })
          .onConflictDoUpdate({
            target: [blogReads.userId, blogReads.blogId],
            set: { checkedAt: sql`now()` },
          });
      });
    },
  };
}
