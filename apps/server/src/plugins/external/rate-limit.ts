import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { createLoginThrottle } from '../../lib/auth/login-throttle';
import { tooMany } from '../../lib/errors/app-error';
import {
  createRateLimitCounters,
  type RateLimitCounters,
} from '../../lib/rate-limits/rate-limit-counters';

const EXPIRED_SWEEP_MS = 10 * 60_000;

/**
 * Counts in the database: N per window is N across every server. Keys are hashed, so the table
 * holds no one's address (docs/decisions/0002). Each route counts apart: its method and path are
 * part of the key (`keyGenerator`), so one store serves every route.
 */
class DatabaseStore implements FastifyRateLimitStore {
  constructor(private readonly counters: RateLimitCounters) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
    const counter = createHash('sha256').update(key).digest('base64url');
    this.counters.hit(counter, timeWindow).then(
      ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/** Whose requests a route counts together: one address (an IPv6 one by its /64), on one route. */
const countedAs = (request: FastifyRequest) =>
  `${request.routeOptions.method} ${request.routeOptions.url} ${normalizeIP(request.ip)}`;

/**
 * Off by default; routes that need it (register, password reset, contact, payments) opt in
 * with `config.rateLimit`. Reads are not limited so caches and benchmarks see the real server.
 */
export default fp(
  async function rateLimiting(fastify: FastifyInstance) {
    const counters = createRateLimitCounters(fastify.db);
    await fastify.register(rateLimit, {
      global: false,
      keyGenerator: countedAs,
      store: class extends DatabaseStore {
        constructor() {
          super(counters);
        }
      },
      errorResponseBuilder: (_request, context) =>
        tooMany(API_ERROR_MESSAGES.tooManyRequests, Math.ceil(context.ttl / 1000)),
    });
    // The sign-in throttle's counts go with the rest: an address or account tried once keeps
    // no row past its window.
    const loginThrottle = createLoginThrottle(fastify.db);
    fastify.every({
      name: 'sweeping expired rate-limit counts',
      everyMs: EXPIRED_SWEEP_MS,
      run: () => Promise.all([counters.removeExpired(), loginThrottle.removeExpired()]),
    });
  },
  { name: 'rate-limit', dependencies: ['db', 'scheduler'] },
);
