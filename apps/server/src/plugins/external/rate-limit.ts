import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { HttpError } from '../app/errors/http-errors';

/**
 * Off by default; routes that need it (register, comments…) opt in with
 * `config.rateLimit`. Reads are not limited so caches and benchmarks see the real server.
 */
export default fp(
  async function rateLimiting(fastify: FastifyInstance) {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, API_ERROR_MESSAGES.tooManyRequests, undefined, {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit' },
);
