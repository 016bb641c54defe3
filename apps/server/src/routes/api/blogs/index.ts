import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readsPremium } from '@codegrow/shared/access/blog-access';
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
    (request) => {
      const viewer = viewerOf(request.user);
      const page = () => listBlogsPage(blogsRepo, request.query, viewer);
      if (!request.user) return page();
      // A list holds no bodies: it differs between readers only in what premium opens.
      const premiumOpens = readsPremium(viewer);
      return fastify.publicCache.remember(`${request.url}#premium:${premiumOpens}`, page);
    },
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
      const readerId = request.user?.id;
      const record = await findVisibleBlog(blogsRepo, request.params.id, viewer, readerId);
      const blog = toBlogJson(record, viewer);
      if (readerId === undefined) return { blog };
      // Only a first read writes: a repeat view is this one query.
      if (!blog.locked && !record.isRead) await engagement.recordRead(readerId, record.id);
      return {
        blog: { ...blog, isLiked: record.isLiked ?? false, isSaved: record.isSaved ?? false },
      };
    },
  );
};

export default blogRoutes;
