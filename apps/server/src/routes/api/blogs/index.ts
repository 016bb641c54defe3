import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readsPremium } from '@codegrow/shared/access/blog-access';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  blogResponseSchema,
} from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { siteStatsSchema } from '@codegrow/shared/schemas/engagement';
import { readerKind, toBlogJson, viewerOf } from '../../../plugins/app/blogs/blog-serializer';
import { createBlogsRepository } from '../../../plugins/app/blogs/blogs-repository';
import { listBlogsPage } from '../../../plugins/app/blogs/list-blogs-page';
import { findVisibleBlog } from '../../../plugins/app/blogs/visible-blog';
import { createProgressRepository } from '../../../plugins/app/learning/progress-repository';
import { notFound } from '../../../plugins/app/errors/http-errors';
import {
  articleKey,
  categoryKey,
  surrogateKeyHeader,
} from '../../../plugins/app/http-cache/surrogate-keys';

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
      if (!request.user) return page();
      // A list holds no bodies: it differs between readers only in what premium opens.
      // Remembered too, so that readers who miss it together wait for one query.
      const key = `${request.url}#premium:${readsPremium(viewer)}`;
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
      if (!request.user) {
        const blog = await article();
        // What a cache in front keeps it under, and drops it by when the article changes.
        void reply.header(
          'surrogate-key',
          surrogateKeyHeader([articleKey(id), categoryKey(blog.category_id)]),
        );
        return { blog };
      }
      // The article is the same for every reader who may see the same of it (drafts for
      // admins, bodies where premium opens), kept like a signed-in list; the reader's own
      // part is one small query by key.
      const kind = readerKind(viewer);
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
