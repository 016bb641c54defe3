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
    fastify.every({
      name: 'running the publishing schedule',
      everyMs: opts.pollMs,
      run: () => fastify.articleWrites.runSchedule(),
    });
  },
  { name: 'publishing-schedule', dependencies: ['article-writes', 'scheduler'] },
);
