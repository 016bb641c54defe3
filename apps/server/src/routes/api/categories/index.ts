import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema } from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { createCategoriesRepository } from '../../../plugins/app/categories/categories-repository';
import { notFound } from '../../../plugins/app/errors/http-errors';

const categoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const categoriesRepo = createCategoriesRepository(fastify.db);
  const listSchema = { response: { 200: z.array(categorySchema) } };

  fastify.get('/', { schema: listSchema }, () => categoriesRepo.list());
  // The spec reads counts from /stats and names from /; both carry both.
  fastify.get('/stats', { schema: listSchema }, () => categoriesRepo.list());

  fastify.get(
    '/:id',
    {
      schema: { params: idParamSchema, response: { 200: z.object({ category: categorySchema }) } },
    },
    async (request) => {
      const category = await categoriesRepo.findById(request.params.id);
      if (!category) throw notFound('Category not found');
      return { category };
    },
  );
};

export default categoryRoutes;
