import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MailStatus } from '@codegrow/shared/constants/domain';
import type { Executor } from '../../db/client';
import { mailOutbox, type MailAttachment } from '../../db/schema/index';

export type { MailAttachment };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if the change that
 * caused it commits, and sending never blocks or fails the request.
 */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail outbox took no row');
  return row.id;
}

/** Every mail to this address goes, sent or not (its account is deleted). */
export async function forgetMailTo(db: Executor, to: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.to, to));
}

/** Where these queued mails have got to: each one's status and when it was sent. */
export async function mailDeliveries(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, { status: MailStatus; sentAt: Date | null }>();
  const rows = await db
    .select({ id: mailOutbox.id, status: mailOutbox.status, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids));
  return new Map(rows.map(({ id, ...delivery }) => [id, delivery]));
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const MAX_MAIL_ATTEMPTS = 5;
const CLAIM_SECONDS = 120;

export function createOutboxRepository(db: Executor) {
  return {
    /**
     * Takes up to `limit` due mails for this worker. Rows are pushed into the future
     * while being sent, and SKIP LOCKED keeps other app servers off them.
     */
    async claimDue(limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.sendAfter, sql`now()`)))
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({
          sendAfter: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    async markSent(id: number): Promise<void> {
      await db.execute(
        sql`UPDATE ${mailOutbox} SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${id}`,
      );
    },

    /** Retries later (1, 4, 9, 16 minutes), then gives up. */
    async markFailed(id: number, attempts: number, error: string): Promise<void> {
      const giveUp = attempts >= MAX_MAIL_ATTEMPTS;
      await db.execute(sql`
        UPDATE ${mailOutbox}
        SET last_error = ${error.slice(0, 1000)},
            status = ${giveUp ? 'failed' : 'pending'},
            send_after = now() + make_interval(mins => ${attempts * attempts})
        WHERE id = ${id}`);
    },
  };
}
