import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteConfig } from '../../config/env';
import { sweepUnpaidClaims } from '../../lib/payments/unpaid-claims';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reminds readers whose payment has not arrived, and closes claims long unpaid. */
    unpaidClaims: { sweep(now?: Date): Promise<{ reminded: number; expired: number }> };
  }
}

/** Hourly: reminders are counted in days. */
export const UNPAID_CLAIMS_POLL_MS = 3_600_000;

export interface PaymentSweeperOptions {
  site: SiteConfig;
  /** How often to look; 0 only when asked (tests). */
  pollMs: number;
}

/** Looks for unpaid claims in the background, on every server (each claim is handled once). */
export default fp(
  async function paymentSweeper(fastify: FastifyInstance, opts: PaymentSweeperOptions) {
    const sweep = (now?: Date) => sweepUnpaidClaims(fastify.db, opts.site, now);
    fastify.decorate('unpaidClaims', { sweep });
    fastify.every({ name: 'looking for unpaid claims', everyMs: opts.pollMs, run: () => sweep() });
  },
  { name: 'payment-sweeper', dependencies: ['db', 'scheduler'] },
);
