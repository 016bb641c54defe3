import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { unavailable } from '../../lib/errors/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether requests are being turned away now (readiness reports it). */
    sheddingLoad(): boolean;
  }
  interface FastifyContextConfig {
    /** Answered even when the server sheds load: the liveness probe. */
    alwaysAnswers?: boolean;
  }
}

/** A load balancer or client that honours it comes back once the burst has passed. */
const RETRY_AFTER_SECONDS = 5;

export interface LoadSheddingOptions {
  /** Mean event-loop delay over the last second above which requests are turned away; 0: never. */
  maxEventLoopDelayMs: number;
  /** Queries already waiting for a pooled connection at which requests are turned away; 0: never. */
  maxQueuedQueries: number;
}

/**
 * A saturated server answers 503 with Retry-After at once instead of queueing requests it
 * would answer too late, so a load balancer sends them elsewhere and the server recovers.
 * Registered before the anonymous cache: a saturated server turns every request away alike,
 * kept answers included (docs/decisions/0005).
 */
export default fp(
  async function loadShedding(fastify: FastifyInstance, opts: LoadSheddingOptions) {
    let warnedAt = 0;
    const refusal = (request: FastifyRequest, reason: string, value: number | undefined) => {
      if (request.routeOptions.config.alwaysAnswers) return undefined;
      // Once a second at most: a flood of log lines would only add to the load.
      if (Date.now() - warnedAt >= 1000) {
        warnedAt = Date.now();
        request.log.warn({ reason, value }, 'server busy: turning requests away');
      }
      return unavailable(API_ERROR_MESSAGES.serverBusy, RETRY_AFTER_SECONDS);
    };

    await fastify.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      pressureHandler(request, _reply, type, value) {
        const error = refusal(request, type, value);
        return error ? Promise.reject(error) : undefined;
      },
    });

    const poolFull = () => opts.maxQueuedQueries > 0 && fastify.dbQueued() >= opts.maxQueuedQueries;
    fastify.decorate('sheddingLoad', () => fastify.isUnderPressure() || poolFull());
    if (opts.maxQueuedQueries === 0) return;
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (!poolFull()) return done();
      done(refusal(request, 'queuedQueries', fastify.dbQueued()));
    });
  },
  { name: 'load-shedding', dependencies: ['db'] },
);
