import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canReadBlog, isAdmin } from '@codegrow/shared/access/blog-access';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  blogResponseSchema,
} from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { toBlogJson, viewerOf } from '../../../plugins/app/blogs/blog-serializer';
import { createBlogsRepository } from '../../../plugins/app/blogs/blogs-repository';
import { notFound } from '../../../plugins/app/errors/http-errors';

const blogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const blogsRepo = createBlogsRepository(fastify.db);

  fastify.get(
    '/',
    {
      config: { publicCache: true },
      preHandler: fastify.identify,
      schema: { querystring: blogListQuerySchema, response: { 200: blogListResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request.user);
      const { page, limit } = request.query;
      const { records, total } = await blogsRepo.list(request.query, {
        includeDrafts: false,
        searchPremiumBodies: canReadBlog({ is_premium: true }, viewer),
      });
      return {
        blogs: records.map((record) => toBlogJson(record, viewer)),
        pagination: { page, limit, total, hasMore: page * limit < total },
      };
    },
  );

  fastify.get(
    '/:id',
    {
      config: { publicCache: true },
      preHandler: fastify.identify,
      schema: { params: idParamSchema, response: { 200: blogResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request.user);
      const record = await blogsRepo.findById(request.params.id);
      // A draft is as good as missing for anyone but an admin.
      if (!record || (!record.isPublished && !isAdmin(viewer))) {
        throw notFound(READER_MESSAGES.blogNotFound);
      }
      return { blog: toBlogJson(record, viewer) };
    },
  );
};

export default blogRoutes;
