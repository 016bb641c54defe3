import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  blogResponseSchema,
} from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { siteStatsSchema } from '@codegrow/shared/schemas/engagement';
import { toBlogJson, viewerOf } from '../../../plugins/app/blogs/blog-serializer';
import { createBlogsRepository } from '../../../plugins/app/blogs/blogs-repository';
import { listBlogsPage } from '../../../plugins/app/blogs/list-blogs-page';
import { findVisibleBlog } from '../../../plugins/app/blogs/visible-blog';
import { createLikesAndSavesRepository } from '../../../plugins/app/engagement/likes-and-saves-repository';

const blogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const blogsRepo = createBlogsRepository(fastify.db);
  const engagement = createLikesAndSavesRepository(fastify.db);

  fastify.get(
    '/',
    {
      config: { publicCache: true },
      onRequest: fastify.identify,
      schema: { querystring: blogListQuerySchema, response: { 200: blogListResponseSchema } },
    },
    (request) => listBlogsPage(blogsRepo, request.query, viewerOf(request.user)),
  );

  fastify.get(
    '/stats',
    { config: { publicCache: true }, schema: { response: { 200: siteStatsSchema } } },
    () => blogsRepo.siteStats(),
  );

  fastify.get(
    '/:id',
    {
      config: { publicCache: true },
      onRequest: fastify.identify,
      schema: { params: idParamSchema, response: { 200: blogResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request.user);
      const record = await findVisibleBlog(blogsRepo, request.params.id, viewer);
      const blog = toBlogJson(record, viewer);
      if (!request.user) return { blog };
      const [flags] = await Promise.all([
        engagement.flagsFor(request.user.id, record.id),
        blog.locked ? null : engagement.recordRead(request.user.id, record.id),
      ]);
      return { blog: { ...blog, ...flags } };
    },
  );
};

export default blogRoutes;
