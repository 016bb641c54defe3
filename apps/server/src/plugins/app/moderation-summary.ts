import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteConfig } from '../../config/env';
import { sendModerationSummary } from '../../lib/engagement/moderation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends today's summary of the moderation queue if it has not gone; how many mails went. */
    moderationSummary: { send(now?: Date): Promise<number> };
  }
}

/** Hourly: the summary goes once a site day, in the first hour the queue is not empty. */
export const MODERATION_SUMMARY_POLL_MS = 3_600_000;

export interface ModerationSummaryOptions {
  site: SiteConfig;
  publicUrl: string;
  /** How often to look; 0 only when asked (tests). */
  pollMs: number;
}

/** Sends the moderators' daily summary in the background, on every server (once a day in all). */
export default fp(
  async function moderationSummary(fastify: FastifyInstance, opts: ModerationSummaryOptions) {
    const send = (now?: Date) => sendModerationSummary(fastify.db, opts.site, opts.publicUrl, now);
    fastify.decorate('moderationSummary', { send });
    fastify.every({ name: 'sending the moderation summary', everyMs: opts.pollMs, run: send });
  },
  { name: 'moderation-summary', dependencies: ['db', 'scheduler'] },
);
