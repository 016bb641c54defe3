import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import {
  commentInputSchema,
  commentSchema,
  commentsPageQuerySchema,
  commentsPageSchema,
} from '@codegrow/shared/schemas/engagement';
import { signedInUser } from '../../../plugins/app/auth/authenticate';
import { accessKind, accessScope, viewerOf } from '../../../plugins/app/access/article-access';
import { createBlogsRepository } from '../../../plugins/app/blogs/blogs-repository';
import { findReadableAccess, readableTo } from '../../../plugins/app/blogs/visible-blog';
import {
  createCommentsRepository,
  type CommentLimit,
} from '../../../plugins/app/engagement/comments-repository';
import { tooManyRequests } from '../../../plugins/app/errors/http-errors';

export const COMMENT_RATE_MESSAGE =
  'You are commenting too fast. Please wait a minute and try again.';

interface CommentRoutesOptions {
  /** Per user, kept in the database (the author's allowance row), so every app server agrees. */
  limit: CommentLimit;
}

/** A premium article's discussion is for those who may read the article. */
const commentRoutes: FastifyPluginAsyncZod<CommentRoutesOptions> = async (fastify, { limit }) => {
  const blogsRepo = createBlogsRepository(fastify.db);
  const commentsRepo = createCommentsRepository(fastify.db);

  fastify.get(
    '/blog/:id',
    {
      // A visitor's pages are kept like other anonymous reads, and forgotten by a comment on
      // this article (on every server), not by every write: an article's page asks for them.
      config: {
        publicCache: true,
        publicCacheDiscussion: (request) => Number((request.params as { id: string }).id),
      },
      onRequest: fastify.identify,
      schema: {
        params: idParamSchema,
        querystring: commentsPageQuerySchema,
        response: { 200: commentsPageSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = viewerOf(request.user);
      const page = async () => {
        const blog = await findReadableAccess(blogsRepo, id, viewer);
        return commentsRepo.pageForBlog(blog.id, request.query.before);
      };
      if (accessScope(viewer) === 'public') return page();
      // The same for every reader who may read the article alike (drafts for admins, premium
      // where it opens): kept per kind of reader, and left behind by the next comment on it.
      return fastify.publicCache.sendRepeated(`${request.url}#${accessKind(viewer)}`, reply, page);
    },
  );

  fastify.post(
    '/blog/:id',
    {
      onRequest: fastify.requireUserWith(READER_MESSAGES.loginToComment),
      schema: {
        params: idParamSchema,
        body: commentInputSchema,
        response: { 201: z.object({ comment: commentSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const viewer = viewerOf(user);
      const outcome = await commentsRepo.addWithinLimit(
        request.params.id,
        user,
        request.body.content,
        limit,
        viewer,
      );
      if (outcome.added) {
        fastify.discussionChanged(request.params.id);
        return reply
          .code(201)
          .send({ comment: outcome.added, message: READER_MESSAGES.commentAdded });
      }
      // Not added: a 404 or 403 if the article is not there for this reader, else the limit.
      readableTo(outcome.article, viewer);
      throw tooManyRequests(COMMENT_RATE_MESSAGE, limit.windowSeconds);
    },
  );
};

export default commentRoutes;
