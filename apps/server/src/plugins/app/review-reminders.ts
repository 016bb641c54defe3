import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendReviewReminders, type ReminderLinks } from '../../lib/checks/review-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends today's review reminders not yet sent; how many went. */
    reviewReminders: { send(now?: Date): Promise<number>; links: ReminderLinks };
  }
}

/** Hourly: each reader's reminder goes once a day, in the first hour they have questions due. */
export const REVIEW_REMINDERS_POLL_MS = 3_600_000;

export interface ReviewRemindersOptions extends ReminderLinks {
  /** How often to look; 0 only when asked (tests). */
  pollMs: number;
}

/** Sends review reminders in the background, on every server (each reader's once a day). */
export default fp(
  async function reviewReminders(fastify: FastifyInstance, opts: ReviewRemindersOptions) {
    const links = { publicUrl: opts.publicUrl, secret: opts.secret };
    const send = (now?: Date) => sendReviewReminders(fastify.db, links, now);
    fastify.decorate('reviewReminders', { send, links });
    fastify.every({ name: 'sending review reminders', everyMs: opts.pollMs, run: () => send() });
  },
  { name: 'review-reminders', dependencies: ['db', 'scheduler'] },
);
