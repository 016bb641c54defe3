import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalImageStorage, UPLOADS_URL_PREFIX, type ImageStorage } from './image-storage';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStorage;
  }
}

/** Article images: stored under random names, so they can be cached forever. */
export default fp(
  async function uploads(fastify: FastifyInstance, opts: { dataDir: string }) {
    const { storage, dir } = createLocalImageStorage(opts.dataDir);
    fastify.decorate('images', storage);
    await fastify.register(fastifyStatic, {
      root: dir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
        void reply.header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        );
      },
    });
  },
  { name: 'uploads' },
);
