import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { pathPlacesResponseSchema } from '@codegrow/shared/schemas/learning';
import { SURROGATE_KEYS } from '../../../lib/http-cache/surrogate-keys';
import type { PageRead } from '../../../plugins/app/page-reads';

/** GET /api/blogs/:id/paths: 'Step 3 of 8 in …' for each path an article belongs to. */
const pathPlacesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const paths = fastify.pathsRepository;

  fastify.get(
    '/:id/paths',
    {
      config: {
        publicCache: { keys: [SURROGATE_KEYS.paths] },
        access: 'public',
        readInPages: true,
      },
      schema: { params: idParamSchema, response: { 200: pathPlacesResponseSchema } },
    },
    async ({ params }: PageRead<{ id: number }>) => ({ places: await paths.placesOf(params.id) }),
  );
};

export default pathPlacesRoutes;
