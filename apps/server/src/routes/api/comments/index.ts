import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { commentInputSchema, commentSchema } from '@codegrow/shared/schemas/engagement';
import { signedInUser } from '../../../plugins/app/auth/authenticate';
import { viewerOf } from '../../../plugins/app/blogs/blog-serializer';
import { createBlogsRepository } from '../../../plugins/app/blogs/blogs-repository';
import { findReadableAccess } from '../../../plugins/app/blogs/visible-blog';
import { createCommentsRepository } from '../../../plugins/app/engagement/comments-repository';
import { tooManyRequests } from '../../../plugins/app/errors/http-errors';

/** Per user, counted in the database under the user's lock, so every app server agrees. */
const COMMENT_LIMIT = { count: 5, windowSeconds: 60 };
export const COMMENT_RATE_MESSAGE =
  'You are commenting too fast. Please wait a minute and try again.';

/** A premium article's discussion is for those who may read the article. */
const commentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const blogsRepo = createBlogsRepository(fastify.db);
  const commentsRepo = createCommentsRepository(fastify.db);

  fastify.get(
    '/blog/:id',
    {
      onRequest: fastify.identify,
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ comments: z.array(commentSchema) }) },
      },
    },
    async (request) => {
      const blog = await findReadableAccess(blogsRepo, request.params.id, viewerOf(request.user));
      return { comments: await commentsRepo.listForBlog(blog.id) };
    },
  );

  fastify.post(
    '/blog/:id',
    {
      config: { usersUnchanged: true },
      onRequest: fastify.requireUserWith(READER_MESSAGES.loginToComment),
      schema: {
        params: idParamSchema,
        body: commentInputSchema,
        response: { 201: z.object({ comment: commentSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const blog = await findReadableAccess(blogsRepo, request.params.id, viewerOf(user));
      const comment = await commentsRepo.addWithinLimit(
        blog.id,
        user,
        request.body.content,
        COMMENT_LIMIT,
      );
      if (!comment) throw tooManyRequests(COMMENT_RATE_MESSAGE, COMMENT_LIMIT.windowSeconds);
      return reply.code(201).send({ comment, message: READER_MESSAGES.commentAdded });
    },
  );
};

export default commentRoutes;
