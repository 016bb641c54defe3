import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  categorySchema,
} from '@codegrow/shared/schemas/blog';
import { categoryWriteSchema } from '@codegrow/shared/schemas/blog-write';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { viewerOf } from '../../../lib/access/article-access';
import { listBlogsPage } from '../../../lib/blogs/list-blogs-page';
import { notFound } from '../../../lib/errors/app-error';
import { categoryKey, SURROGATE_KEYS } from '../../../lib/http-cache/surrogate-keys';
import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';

const categoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const categoriesRepo = fastify.categoriesRepository;
  const blogsRepo = fastify.blogsRepository;
  const listOptions = {
    config: { publicCache: { keys: [SURROGATE_KEYS.lists] }, access: 'public' as const },
    schema: { response: { 200: z.array(categorySchema) } },
  };

  fastify.get('/', listOptions, () => categoriesRepo.list());
  // The spec reads counts from /stats and names from /; both carry both.
  fastify.get('/stats', listOptions, () => categoriesRepo.list());

  fastify.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: { params: idParamSchema, response: { 200: z.object({ category: categorySchema }) } },
    },
    async (request) => {
      const category = await categoriesRepo.findById(request.params.id);
      if (!category) throw notFound(ADMIN_MESSAGES.categoryNotFound);
      return { category };
    },
  );

  fastify.get(
    '/:id/blogs',
    {
      config: { publicCache: { keys: [SURROGATE_KEYS.lists] }, access: 'viewer' },
      schema: {
        params: idParamSchema,
        querystring: blogListQuerySchema.omit({ category: true }),
        response: { 200: blogListResponseSchema },
      },
    },
    async (request) => {
      const category = await categoriesRepo.findById(request.params.id);
      if (!category) throw notFound(ADMIN_MESSAGES.categoryNotFound);
      const query = { ...request.query, category: String(category.id) };
      return listBlogsPage(blogsRepo, query, viewerOf(request.user));
    },
  );

  const one = z.object({ category: categorySchema });
  /** A category's name shows on its pages, every list and feed, and its articles. */
  const changed = (id: number) =>
    fastify.contentChanged([categoryKey(id), SURROGATE_KEYS.lists, SURROGATE_KEYS.feeds]);
  async function respond(id: number) {
    changed(id);
    const category = await categoriesRepo.findById(id);
    if (!category) throw notFound(ADMIN_MESSAGES.categoryNotFound);
    return { category };
  }

  fastify.post(
    '/',
    {
      config: { access: 'admin' },
      schema: { body: categoryWriteSchema, response: { 201: one } },
    },
    async (request, reply) =>
      reply.code(201).send(await respond(await categoriesRepo.save(request.body))),
  );

  fastify.put(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, body: categoryWriteSchema, response: { 200: one } },
    },
    async (request) => respond(await categoriesRepo.save(request.body, request.params.id)),
  );

  fastify.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await categoriesRepo.remove(request.params.id);
      changed(request.params.id);
      return { message: 'Category deleted' };
    },
  );
};

export default categoryRoutes;
