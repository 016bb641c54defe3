import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Lru } from 'toad-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this route's anonymous 200 answers (see public-cache.ts). */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: { clear(): void };
  }
}

interface CachedResponse {
  body: string;
  contentType: string;
}

const isCacheable = (request: FastifyRequest) =>
  request.routeOptions.config.publicCache === true &&
  request.method === 'GET' &&
  request.headers.authorization === undefined;

/**
 * Anonymous reads (article lists, details, categories) do not depend on who asks,
 * so their serialized answers are kept for a few seconds per URL. Writes to content
 * call `publicCache.clear()`; the TTL bounds staleness across several app servers.
 */
export default fp(
  async function publicCache(
    fastify: FastifyInstance,
    opts: { ttlMs: number; maxEntries: number },
  ) {
    const cache = new Lru<CachedResponse>(opts.maxEntries, opts.ttlMs);
    fastify.decorate('publicCache', { clear: () => cache.clear() });
    if (opts.ttlMs === 0) return;

    fastify.addHook('onRequest', async (request, reply) => {
      if (!isCacheable(request)) return;
      const hit = cache.get(request.url);
      if (!hit) return;
      return reply.header('x-cache', 'HIT').type(hit.contentType).send(hit.body);
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const fresh = reply.getHeader('x-cache') === undefined;
      if (
        fresh &&
        isCacheable(request) &&
        reply.statusCode === 200 &&
        typeof payload === 'string'
      ) {
        const contentType = String(
          reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
        );
        cache.set(request.url, { body: payload, contentType });
        void reply.header('x-cache', 'MISS');
      }
      return payload;
    });
  },
  { name: 'public-cache' },
);
