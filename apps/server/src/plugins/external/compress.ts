import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compression of answers made per request, kept answers included: it runs on the event loop,
 * so it is the fastest level of each coding. Built assets are compressed once, harder, by the
 * web build.
 */
export default fp(
  async function compression(fastify: FastifyInstance) {
    await fastify.register(compress, {
      threshold: 1024,
      // At these levels a 256 kB answer compresses in about a millisecond: in one call it
      // goes out with its length in one write, where a zlib stream per answer cost more than
      // the compression (chunked, several writes), and each stream holds brotli's window
      // while the answer goes out: signed-in readers' article pages (131 kB) streamed took the
      // server to 149-157 MB under load, compressed in one call 143 MB. Larger ones stream.
      syncThreshold: 262_144,
      encodings: ['br', 'gzip'],
      // Brotli's quality 0 is its one-pass compressor: a 34 kB article answer in a third of
      // quality 1's time, 4 % larger (docs/benchmarks.md).
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } },
      zlibOptions: { level: 1 },
    });
  },
  { name: 'compress' },
);
