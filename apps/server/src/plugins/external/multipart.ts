import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_MAX_BYTES } from '@codegrow/shared/constants/content-messages';

/**
 * Article forms: one image of at most 5 MiB and a few text fields (the body may be long).
 * Registered by the routes that read such forms, in their own scope: its hooks (a listener on
 * every request's socket, a cleanup after every answer) then run on those routes alone.
 */
export default fp(
  async function multipartForms(fastify: FastifyInstance) {
    await fastify.register(multipart, {
      limits: {
        fileSize: IMAGE_MAX_BYTES,
        files: 1,
        fields: 20,
        fieldSize: 1024 * 1024,
        parts: 25,
      },
    });
  },
  { name: 'multipart' },
);
