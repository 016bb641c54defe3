import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitInputSchema, visitorStatsSchema } from '@codegrow/shared/schemas/engagement';

const visitorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const visitsRepo = fastify.visitsRepository;

  fastify.post(
    '/visit',
    {
      config: { access: 'public' },
      schema: {
        body: visitInputSchema.nullish(),
        response: { 202: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      // The header, not the body, identifies the browser: the body is the caller's word.
      const userAgent = request.headers['user-agent'] ?? request.body?.userAgent ?? '';
      await visitsRepo.record(request.ip, userAgent, request.body?.referrer || null);
      return reply.code(202).send({ ok: true });
    },
  );

  fastify.get(
    '/stats',
    {
      config: { publicCache: {}, access: 'public' },
      schema: { response: { 200: visitorStatsSchema } },
    },
    () => visitsRepo.stats(),
  );
};

export default visitorRoutes;
