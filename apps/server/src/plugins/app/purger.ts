import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Change } from './change-feed';
import { createPurgeQueue, type PurgeRow } from '../../lib/http-cache/purge-queue';
import { discussionKey, SURROGATE_KEYS } from '../../lib/http-cache/surrogate-keys';
import type { PurgeTarget } from '../../lib/http-cache/targets/purge-target';

declare module 'fastify' {
  interface FastifyInstance {
    purger: {
      /** Sends the purges whose time has come and waits for those under way. */
      flush(): Promise<void>;
    };
  }
}

/** How often each server looks for failed purges whose time to retry has come. */
export const PURGE_RETRY_POLL_MS = 5_000;

export interface PurgerOptions {
  /** The caches in front of the servers; none: nothing is purged or queued. */
  targets: PurgeTarget[];
  /** How often failed purges are looked for again; 0 stops it (tests flush by hand). */
  pollMs: number;
}

/** The keys a change names, for the caches in front; none for what they never keep. */
function keysOf(change: Change): string[] {
  if (change.kind === 'content') return change.keys;
  if (change.kind === 'discussion')
    return [discussionKey(change.blogId), SURROGATE_KEYS.everyChange];
  return [];
}

/**
 * After each change this server announces, purges its keys from every cache in front of the
 * servers: queued as one row per cache, sent once the other servers have dropped their own
 * copies, deleted when the cache took it. A purge that fails is logged and retried with
 * backoff by whichever server's worker takes it first (SKIP LOCKED), until a cache takes it.
 */
export default fp(
  async function purger(fastify: FastifyInstance, opts: PurgerOptions) {
    const queue = createPurgeQueue(fastify.db);
    const targets = new Map(opts.targets.map((target) => [target.name, target]));
    const underWay = new Set<Promise<void>>();

    async function send(row: PurgeRow): Promise<void> {
      const target = targets.get(row.target);
      // Only purges for this server's caches are queued or taken here.
      if (!target) return;
      try {
        await target.purge(row.keys);
        await queue.done(row.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        fastify.log.warn(
          { target: row.target, keys: row.keys, attempts: row.attempts, err: message },
          'cache purge failed; will retry',
        );
        await queue.failed(row.id, row.attempts, message);
      }
    }

    async function purgeNow(keys: string[], told: Promise<void>): Promise<void> {
      const rows = await queue.addTaken([...targets.keys()], keys);
      await told;
      await Promise.all(rows.map(send));
    }

    const track = (work: Promise<void>) => {
      const tracked = work.catch((error: unknown) =>
        fastify.log.error({ err: error }, 'cache purge could not be queued or sent'),
      );
      underWay.add(tracked);
      void tracked.finally(() => underWay.delete(tracked));
    };

    if (targets.size > 0) {
      fastify.changes.onAnnounce((change, told) => {
        const keys = keysOf(change);
        if (keys.length > 0) track(purgeNow(keys, told));
      });
    }

    async function sendDue(): Promise<void> {
      for (const row of await queue.claimDue([...targets.keys()], 20)) await send(row);
    }
    let running: Promise<void> | null = null;
    // One pass at a time per process; other servers are kept apart by SKIP LOCKED.
    const retryDue = () => (running ??= sendDue().finally(() => (running = null)));
    const flush = async () => {
      await Promise.all(underWay);
      if (targets.size > 0) await retryDue();
    };
    fastify.decorate('purger', { flush });

    fastify.every({
      name: 'retrying cache purges',
      everyMs: targets.size > 0 ? opts.pollMs : 0,
      run: retryDue,
    });
    fastify.addHook('onClose', async () => {
      await Promise.all([running, ...underWay]);
    });
  },
  { name: 'purger', dependencies: ['db', 'change-feed', 'scheduler'] },
);
