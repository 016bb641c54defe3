import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUncleanText, uncleanTextMessage } from '@codegrow/shared/schemas/text';
import { invalidInput } from '../../lib/errors/app-error';

const PARTS = ['params', 'query', 'body'] as const;

/** The field a client sent unclean text in, e.g. `search`, `data.nodes.2.text`, or `body`. */
function uncleanField(request: FastifyRequest): string | null {
  for (const part of PARTS) {
    const found = findUncleanText(request[part]);
    if (found !== null) return found || part;
  }
  return null;
}

/**
 * The text rule (packages/shared/src/schemas/text.ts) for every route at once,
 * after the guards and before the route's own schema: a new route cannot forget
 * it. Multipart fields are checked where the form is read (read-blog-form.ts).
 */
export default fp(
  async function cleanInput(fastify: FastifyInstance) {
    fastify.addHook('preValidation', async (request) => {
      const field = uncleanField(request);
      if (field !== null) throw invalidInput(uncleanTextMessage(field), field);
    });
  },
  { name: 'clean-input' },
);
