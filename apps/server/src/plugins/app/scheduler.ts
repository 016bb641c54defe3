import { fastifySchedule } from '@fastify/schedule';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AsyncTask, SimpleIntervalJob } from 'toad-scheduler';

/** A periodic job of this server's: what it is called in the logs, how often, what it does. */
export interface PeriodicJob {
  name: string;
  /** How often it runs; 0 or less: not on a timer (tests run it themselves). */
  everyMs: number;
  run: () => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `job` every `everyMs` on this server, one pass at a time (a pass still running when the
     * next is due is not overrun), its failures logged under its name. The server's stop waits
     * for a pass under way. What must happen once across the fleet is kept so in SQL by the job.
     */
    every(job: PeriodicJob): void;
  }
}

/**
 * Every periodic job of the server, on one scheduler (toad-scheduler, through @fastify/schedule):
 * the publishing schedule, the mail worker, the purge retries, the sweeps and the summaries.
 */
export default fp(
  async function scheduler(fastify: FastifyInstance) {
    await fastify.register(fastifySchedule);
    const running = new Set<Promise<unknown>>();

    fastify.decorate('every', (job: PeriodicJob) => {
      if (job.everyMs <= 0) return;
      const pass = async () => {
        const run = job.run();
        running.add(run);
        try {
          await run;
        } finally {
          running.delete(run);
        }
      };
      const task = new AsyncTask(job.name, pass, (error) =>
        fastify.log.warn({ err: error, job: job.name }, `${job.name} failed; will try again`),
      );
      const schedule = () =>
        fastify.scheduler.addSimpleIntervalJob(
          new SimpleIntervalJob({ milliseconds: job.everyMs }, task, {
            id: job.name,
            preventOverrun: true,
          }),
        );
      // The scheduler is there once the server is ready (@fastify/schedule's own rule).
      fastify.addHook('onReady', async () => schedule());
    });
    // Stopping its jobs is the plugin's; a pass under way is waited for here.
    fastify.addHook('onClose', async () => {
      fastify.scheduler.stop();
      await Promise.allSettled([...running]);
    });
  },
  { name: 'scheduler' },
);
