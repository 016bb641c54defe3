import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { REMINDER_TEXT } from '@codegrow/shared/constants/checks';
import { endOfSiteDay, siteDate } from '@codegrow/shared/time/site-day';
import type { Database } from '../../db/client';
import { reviewCards, users } from '../../db/schema/index';
import { claimRemindersDue } from './checks-repository';
import { queueMail } from '../mail/mail-outbox';
import { listSignature, oneClickHeaders } from '../mail/one-click-unsubscribe';

/** The list one reader's reminders are, for their unsubscribe link's signature. */
export const reminderList = (userId: number) => `review-reminders:${userId}`;

export interface ReminderLinks {
  publicUrl: string;
  secret: string;
}

export const unsubscribeUrl = (links: ReminderLinks, userId: number) =>
  `${links.publicUrl}/api/review/reminders/unsubscribe?${new URLSearchParams({
    user: String(userId),
    token: listSignature(links.secret, reminderList(userId)),
  }).toString()}`;

/**
 * Today's reminders: for each reader who asked for them and has questions due by the end of
 * the site's day, one e-mail, queued in the transaction that marks the day as reminded (so each
 * reader gets one a day, from whichever server gets there first). Every one carries RFC 8058's
 * one-click unsubscribe headers.
 */
export async function sendReviewReminders(db: Database, links: ReminderLinks, now = new Date()) {
  const today = siteDate(now);
  const dueBy = endOfSiteDay(now);
  return db.transaction(async (tx) => {
    const claimed = await claimRemindersDue(tx, today, dueBy);
    if (claimed.length === 0) return 0;
    const readers = await tx
      .select({
        id: users.id,
        email: users.email,
        due: sql<number>`count(${reviewCards.questionId})`.mapWith(Number),
      })
      .from(users)
      .innerJoin(reviewCards, and(eq(reviewCards.userId, users.id), lte(reviewCards.dueAt, dueBy)))
      .where(
        inArray(
          users.id,
          claimed.map((row) => row.userId),
        ),
      )
      .groupBy(users.id, users.email);
    for (const reader of readers) {
      const stop = unsubscribeUrl(links, reader.id);
      await queueMail(tx, {
        to: reader.email,
        subject: REMINDER_TEXT.subject(reader.due),
        text: REMINDER_TEXT.body(reader.due, `${links.publicUrl}/dashboard?tab=review`, stop),
        headers: oneClickHeaders(stop),
      });
    }
    return readers.length;
  });
}
