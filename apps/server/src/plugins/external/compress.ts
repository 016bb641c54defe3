import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compression of answers made per request (signed-in reads, writes, a cache's first miss):
 * it runs on the event loop, so it is the fastest level of each coding. Cached answers and
 * built assets are compressed once, harder, elsewhere (public-cache, the web build).
 */
export default fp(
  async function compression(fastify: FastifyInstance) {
    await fastify.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
      zlibOptions: { level: 1 },
    });
  },
  { name: 'compress' },
);
