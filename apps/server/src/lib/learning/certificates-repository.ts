import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { quizOf } from '@codegrow/shared/content/quiz-block';
import type { Certificate } from '@codegrow/shared/schemas/certificate';
import type { Database } from '../../db/client';
import { blogReads, blogs, certificates, learningPathSteps } from '../../db/schema/index';
import { listedArticles } from '../access/article-access';

const toJson = (row: typeof certificates.$inferSelect): Certificate => ({
  id: row.id,
  name: row.recipientName,
  path_title: row.pathTitle,
  path_slug: row.pathSlug,
  issued_at: row.issuedAt.toISOString(),
});

/** Certificates for completed learning paths. */
export function createCertificatesRepository(db: Database) {
  return {
    /**
     * The published steps of the path the reader has not finished: a step is finished once
     * read and, when its article asks questions, once they are all answered (checked). Steps
     * nobody sees (drafts) do not count; premium steps do, for everyone.
     */
    async stepsLeft(pathId: number, userId: number): Promise<number> {
      const steps = await db
        .select({
          content: blogs.content,
          read: sql<boolean>`${blogReads.readAt} IS NOT NULL`,
          checked: sql<boolean>`${blogReads.checkedAt} IS NOT NULL`,
        })
        .from(learningPathSteps)
        .innerJoin(blogs, and(eq(blogs.id, learningPathSteps.blogId), listedArticles()))
        .leftJoin(blogReads, and(eq(blogReads.blogId, blogs.id), eq(blogReads.userId, userId)))
        .where(eq(learningPathSteps.pathId, pathId))
        .orderBy(asc(learningPathSteps.position));
      const asks = (content: string) => {
        const quiz = quizOf(content);
        return quiz.ok && quiz.questions.length > 0;
      };
      return steps.filter((step) => !step.read || (asks(step.content) && !step.checked)).length;
    },

    /** The reader's certificate for the path: issued once, the same one ever after. */
    async issue(
      userId: number,
      path: { id: number; title: string; slug: string },
      name: string,
    ): Promise<Certificate> {
      await db
        .insert(certificates)
        .values({
          id: randomBytes(9).toString('base64url'),
          userId,
          pathId: path.id,
          recipientName: name,
          pathTitle: path.title,
          pathSlug: path.slug,
        })
        .onConflictDoNothing({ target: [certificates.userId, certificates.pathId] });
      const [row] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.pathId, path.id)));
      if (!row) throw new Error('a certificate just issued is there');
      return toJson(row);
    },

    async find(id: string): Promise<Certificate | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
      return row && toJson(row);
    },
  };
}
