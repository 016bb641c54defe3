import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { pathPlacesResponseSchema } from '@codegrow/shared/schemas/learning';
import { createPathsRepository } from '../../../plugins/app/learning/paths-repository';

/** GET /api/blogs/:id/paths: 'Step 3 of 8 in …' for each path an article belongs to. */
const pathPlacesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const paths = createPathsRepository(fastify.db);

  fastify.get(
    '/:id/paths',
    {
      config: { publicCache: true },
      schema: { params: idParamSchema, response: { 200: pathPlacesResponseSchema } },
    },
    // The same for every viewer: signed-in readers share the anonymous answer.
    (request) =>
      fastify.publicCache.remember(`paths-of:${request.params.id}`, async () => ({
        places: await paths.placesOf(request.params.id),
      })),
  );
};

export default pathPlacesRoutes;
