import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema } from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { createCategoriesRepository } from '../../../plugins/app/categories/categories-repository';
import { notFound } from '../../../plugins/app/errors/http-errors';

const categoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const categoriesRepo = createCategoriesRepository(fastify.db);
  const listOptions = {
    config: { publicCache: true },
    schema: { response: { 200: z.array(categorySchema) } },
  };

  fastify.get('/', listOptions, () => categoriesRepo.list());
  // The spec reads counts from /stats and names from /; both carry both.
  fastify.get('/stats', listOptions, () => categoriesRepo.list());

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
