import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  categorySchema,
} from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { viewerOf } from '../../../plugins/app/blogs/blog-serializer';
import { createBlogsRepository } from '../../../plugins/app/blogs/blogs-repository';
import { listBlogsPage } from '../../../plugins/app/blogs/list-blogs-page';
import { createCategoriesRepository } from '../../../plugins/app/categories/categories-repository';
import { notFound } from '../../../plugins/app/errors/http-errors';

const categoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const categoriesRepo = createCategoriesRepository(fastify.db);
  const blogsRepo = createBlogsRepository(fastify.db);
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

  fastify.get(
    '/:id/blogs',
    {
      config: { publicCache: true },
      onRequest: fastify.identify,
      schema: {
        params: idParamSchema,
        querystring: blogListQuerySchema.omit({ category: true }),
        response: { 200: blogListResponseSchema },
      },
    },
    async (request) => {
      const category = await categoriesRepo.findById(request.params.id);
      if (!category) throw notFound('Category not found');
      const query = { ...request.query, category: String(category.id) };
      return listBlogsPage(blogsRepo, query, viewerOf(request.user));
    },
  );
};

export default categoryRoutes;
