import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_MAX_BYTES } from '@codegrow/shared/constants/content-messages';
import { EVIDENCE_LIMITS } from '@codegrow/shared/constants/payment-providers';

/** The largest file of each form that takes one. */
const FILE_LIMITS = { image: IMAGE_MAX_BYTES, statement: EVIDENCE_LIMITS.statementMaxBytes };

/**
 * Forms with one file: an article's image of at most 5 MiB and a few text fields (the body may
 * be long), or a wallet statement of at most 2 MB. Registered by the routes that read such
 * forms, in their own scope: its hooks (a listener on every request's socket, a cleanup after
 * every answer) then run on those routes alone.
 */
export default fp<{ fileField?: keyof typeof FILE_LIMITS }>(
  async function multipartForms(fastify: FastifyInstance, opts) {
    await fastify.register(multipart, {
      limits: {
        fileSize: FILE_LIMITS[opts.fileField ?? 'image'],
        files: 1,
        fields: 20,
        fieldSize: 1024 * 1024,
        parts: 25,
      },
    });
  },
  { name: 'multipart' },
);
