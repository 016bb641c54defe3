import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  blogResponseSchema,
} from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { siteStatsSchema } from '@codegrow/shared/schemas/engagement';
import { viewerOf } from '../../../lib/access/article-access';
import { toBlogJson } from '../../../lib/blogs/blog-serializer';
import { listBlogsPage } from '../../../lib/blogs/list-blogs-page';
import { createReaderMemo } from '../../../lib/blogs/reader-memo';
import { findVisibleBlog } from '../../../lib/blogs/visible-blog';
import { SURROGATE_KEYS } from '../../../lib/http-cache/surrogate-keys';
import { notFound } from '../../../lib/errors/app-error';
import type { PageRead } from '../../../plugins/app/page-reads';

const blogRoutes: FastifyPluginAsyncZod<{ memoTtlMs: number }> = async (fastify, opts) => {
  const blogsRepo = fastify.blogsRepository;
  const memo = createReaderMemo(fastify, blogsRepo, opts.memoTtlMs);
  const progress = fastify.progressRepository;

  fastify.get(
    '/',
    {
      config: { publicCache: { keys: [SURROGATE_KEYS.lists] }, access: 'viewer' },
      schema: { querystring: blogListQuerySchema, response: { 200: blogListResponseSchema } },
    },
    (request) => {
      const viewer = viewerOf(request.user);
      // A visitor's answer is kept whole by the HTTP cache; a reader's data, by its kind.
      if (!request.user) return listBlogsPage(blogsRepo, request.query, viewer);
      return memo.list({ query: request.query, viewer });
    },
  );

  fastify.get(
    '/stats',
    {
      config: { publicCache: { keys: [SURROGATE_KEYS.lists] }, access: 'public' },
      schema: { response: { 200: siteStatsSchema } },
    },
    () => blogsRepo.siteStats(),
  );

  /** One article as the reader sees it, with their like, save and first opening noted. */
  async function article({ params: { id }, user }: PageRead<{ id: number }>) {
    const viewer = viewerOf(user);
    const [blog, state] = await Promise.all([
      user
        ? memo.article({ id, viewer })
        : findVisibleBlog(blogsRepo, id, viewer).then((record) => toBlogJson(record, viewer)),
      user ? blogsRepo.readerState(id, user.id) : null,
    ]);
    if (!user) return { blog };
    if (!state) throw notFound(READER_MESSAGES.blogNotFound);
    // Only a first open writes: the reader's progress starts there.
    if (!blog.locked && !state.opened) await progress.recordOpen(user.id, id);
    const { likesCount, isLiked, isSaved } = state;
    return { blog: { ...blog, likes_count: likesCount, isLiked, isSaved } };
  }

  fastify.get(
    '/:id',
    {
      config: { publicCache: {}, access: 'viewer', readInPages: true },
      schema: { params: idParamSchema, response: { 200: blogResponseSchema } },
    },
    article,
  );
};

export default blogRoutes;
