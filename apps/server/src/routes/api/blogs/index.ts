import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  blogResponseSchema,
} from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { siteStatsSchema } from '@codegrow/shared/schemas/engagement';
import { accessKind, accessScope, viewerOf } from '../../../plugins/app/access/article-access';
import { toBlogJson } from '../../../plugins/app/blogs/blog-serializer';
import { createBlogsRepository } from '../../../plugins/app/blogs/blogs-repository';
import { listBlogsPage } from '../../../plugins/app/blogs/list-blogs-page';
import { findVisibleBlog } from '../../../plugins/app/blogs/visible-blog';
import { createProgressRepository } from '../../../plugins/app/learning/progress-repository';
import { notFound } from '../../../plugins/app/errors/http-errors';

const blogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const blogsRepo = createBlogsRepository(fastify.db);
  const progress = createProgressRepository(fastify.db);

  fastify.get(
    '/',
    {
      config: { publicCache: true },
      onRequest: fastify.identify,
      schema: { querystring: blogListQuerySchema, response: { 200: blogListResponseSchema } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request.user);
      const page = () => listBlogsPage(blogsRepo, request.query, viewer);
      if (accessScope(viewer) === 'public') return page();
      // A list differs between readers only in what the access rule opens for them.
      // Remembered too, so that readers who miss it together wait for one query.
      const key = `${request.url}#${accessKind(viewer)}`;
      return fastify.publicCache.sendRepeated(key, reply, () =>
        fastify.publicCache.remember(key, page),
      );
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
    async (request, reply) => {
      const { id } = request.params;
      const viewer = viewerOf(request.user);
      const article = async () => toBlogJson(await findVisibleBlog(blogsRepo, id, viewer), viewer);
      if (!request.user) return { blog: await article() };
      // The article is the same for every reader who may see the same of it (drafts for
      // admins, bodies where premium opens), kept like a signed-in list; the reader's own
      // part is one small query by key.
      const kind = accessKind(viewer);
      const [blog, state] = await Promise.all([
        fastify.publicCache.remember(`article:${id}#${kind}`, article),
        blogsRepo.readerState(id, request.user.id),
      ]);
      if (!state) throw notFound(READER_MESSAGES.blogNotFound);
      // Only a first open writes: the reader's progress starts there.
      if (!blog.locked && !state.opened) await progress.recordOpen(request.user.id, id);
      const { likesCount, isLiked, isSaved } = state;
      return fastify.publicCache.sendRepeated(
        `article:${id}#${kind}#${likesCount}:${isLiked}:${isSaved}`,
        reply,
        () => ({ blog: { ...blog, likes_count: likesCount, isLiked, isSaved } }),
      );
    },
  );
};

export default blogRoutes;
