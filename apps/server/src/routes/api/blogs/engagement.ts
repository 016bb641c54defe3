import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import {
  likeStatusSchema,
  likeToggleSchema,
  saveToggleSchema,
  savedResponseSchema,
} from '@codegrow/shared/schemas/engagement';
import { signedInUser } from '../../../plugins/app/authenticate';
import { assertNotBanned } from '../../../lib/engagement/bans';
import { notFound } from '../../../lib/errors/app-error';
import { viewerOf } from '../../../lib/access/article-access';
import { toBlogJson } from '../../../lib/blogs/blog-serializer';
import { findVisibleAccess, findVisibleBlog } from '../../../lib/blogs/visible-blog';

/** Likes and saves of articles: /api/blogs/:id/like, /save, /likes and /api/blogs/saved. */
const engagementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const blogsRepo = fastify.blogsRepository;
  const engagement = fastify.likesAndSavesRepository;
  const progress = fastify.progressRepository;
  const params = idParamSchema;

  fastify.get(
    '/saved',
    { config: { access: 'user' }, schema: { response: { 200: savedResponseSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const viewer = viewerOf(user);
      const [saved, likesCount, blogsRead] = await Promise.all([
        blogsRepo.listSaved(user.id),
        engagement.likesByUser(user.id),
        progress.readCount(user.id),
      ]);
      return {
        blogs: saved.map((record) => ({
          ...toBlogJson(record, viewer),
          saved_at: record.savedAt.toISOString(),
        })),
        totalCount: saved.length,
        premiumCount: saved.filter((record) => record.isPremium).length,
        likesCount,
        blogsRead,
      };
    },
  );

  fastify.post(
    '/:id/like',
    {
      config: { access: 'user', signInMessage: READER_MESSAGES.loginToLike },
      schema: { params, response: { 200: likeToggleSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      assertNotBanned(user);
      const toggled = await engagement.toggleLike(user.id, request.params.id, viewerOf(user));
      if (!toggled) throw notFound(READER_MESSAGES.blogNotFound);
      return toggled;
    },
  );

  fastify.post(
    '/:id/save',
    {
      config: { access: 'user', signInMessage: READER_MESSAGES.loginToSave },
      schema: { params, response: { 200: saveToggleSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const blog = await findVisibleAccess(blogsRepo, request.params.id, viewerOf(user));
      return engagement.toggleSave(user.id, blog.id);
    },
  );

  fastify.get(
    '/:id/likes',
    { config: { access: 'viewer' }, schema: { params, response: { 200: likeStatusSchema } } },
    async (request) => {
      const blog = await findVisibleBlog(blogsRepo, request.params.id, viewerOf(request.user));
      const isLiked = request.user
        ? (await engagement.flagsFor(request.user.id, blog.id)).isLiked
        : false;
      return { isLiked, liked: isLiked, likesCount: blog.likesCount };
    },
  );
};

export default engagementRoutes;
