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
import { signedInUser } from '../../../plugins/app/authenticate';
import { viewerOf } from '../../../lib/access/article-access';
import { findReadableAccess, readableTo } from '../../../lib/blogs/visible-blog';
import type { CommentLimit } from '../../../lib/engagement/comments-repository';
import { tooMany } from '../../../lib/errors/app-error';
import { articleKey, discussionKey } from '../../../lib/http-cache/surrogate-keys';

export const COMMENT_RATE_MESSAGE =
  'You are commenting too fast. Please wait a minute and try again.';

interface CommentRoutesOptions {
  /** Per user, kept in the database (the author's allowance row), so every app server agrees. */
  limit: CommentLimit;
}

/** A premium article's discussion is for those who may read the article. */
const commentRoutes: FastifyPluginAsyncZod<CommentRoutesOptions> = async (fastify, { limit }) => {
  const blogsRepo = fastify.blogsRepository;
  const commentsRepo = fastify.commentsRepository;

  fastify.get(
    '/blog/:id',
    {
      // Named by its discussion too: a comment on the article drops only these pages.
      config: { publicCache: {}, access: 'viewer' },
      schema: {
        params: idParamSchema,
        querystring: commentsPageQuerySchema,
        response: { 200: commentsPageSchema },
      },
    },
    async (request, reply) => {
      const blog = await findReadableAccess(blogsRepo, request.params.id, viewerOf(request.user));
      reply.surrogateKeys(articleKey(blog.id), discussionKey(blog.id));
      return commentsRepo.pageForBlog(blog.id, request.query.before);
    },
  );

  fastify.post(
    '/blog/:id',
    {
      config: { access: 'user', signInMessage: READER_MESSAGES.loginToComment },
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
      throw tooMany(COMMENT_RATE_MESSAGE, limit.windowSeconds);
    },
  );
};

export default commentRoutes;
