import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface PublishingScheduleOptions {
  /** How often each server looks; 0 only when asked (tests). */
  pollMs: number;
}

/**
 * Runs the publishing schedule on every server: scheduled articles go live and timed premium
 * articles become free within `pollMs` of their time. Each change is made once whichever server
 * gets there first, and a server that was down catches up on its next look.
 */
export default fp(
  async function publishingSchedule(fastify: FastifyInstance, opts: PublishingScheduleOptions) {
    if (opts.pollMs <= 0) return;
    const timer = setInterval(() => {
      fastify.articleWrites
        .runSchedule()
        .catch((error: unknown) =>
          fastify.log.warn(
            { err: error },
            'running the publishing schedule failed; will try again',
          ),
        );
    }, opts.pollMs);
    timer.unref();
    fastify.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'publishing-schedule', dependencies: ['article-writes'] },
);
