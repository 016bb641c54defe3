import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canReadBlog } from '@codegrow/shared/access/blog-access';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  categorySchema,
} from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { toBlogJson, viewerOf } from '../../../plugins/app/blogs/blog-serializer';
import { createBlogsRepository } from '../../../plugins/app/blogs/blogs-repository';
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
      preHandler: fastify.identify,
      schema: {
        params: idParamSchema,
        querystring: blogListQuerySchema.omit({ category: true }),
        response: { 200: blogListResponseSchema },
      },
    },
    async (request) => {
      const category = await categoriesRepo.findById(request.params.id);
      if (!category) throw notFound('Category not found');
      const viewer = viewerOf(request.user);
      const query = { ...request.query, category: String(category.id) };
      const { records, total } = await blogsRepo.list(query, {
        includeDrafts: false,
        searchPremiumBodies: canReadBlog({ is_premium: true }, viewer),
      });
      const { page, limit } = query;
      return {
        blogs: records.map((record) => toBlogJson(record, viewer)),
        pagination: { page, limit, total, hasMore: page * limit < total },
      };
    },
  );
};

export default categoryRoutes;
