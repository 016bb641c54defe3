import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFollowing, type FollowLinks, type Following } from '../../lib/following/following';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readers following categories and paths, and the mail they get of new articles. */
    following: Following & {
      /** After a write that may have published something: the e-mails go, or wait for the poll. */
      announceNew(): Promise<void>;
    };
  }
}

/** Hourly: weekly digests that are due, and any new-article e-mail a failed write left. */
export const FOLLOWING_POLL_MS = 3_600_000;

export interface FollowingOptions extends FollowLinks {
  /** How often to look; 0 only when asked (tests). */
  pollMs: number;
}

/** Following, on every server; each e-mail goes once across the fleet. */
export default fp(
  async function following(fastify: FastifyInstance, opts: FollowingOptions) {
    const followers = createFollowing(fastify.db, opts);
    const announceNew = async () => {
      await followers.notifyNew().catch((error: unknown) => {
        fastify.log.warn(
          { err: error },
          'telling followers of new articles failed; will try again',
        );
      });
    };
    fastify.decorate('following', { ...followers, announceNew });
    fastify.every({
      name: 'telling followers of new articles',
      everyMs: opts.pollMs,
      run: announceNew,
    });
    fastify.every({
      name: 'sending weekly digests',
      everyMs: opts.pollMs,
      run: () => followers.sendDigests(),
    });
  },
  { name: 'following', dependencies: ['db', 'scheduler'] },
);
