import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import { idParamSchema, idSchema } from '@codegrow/shared/schemas/common';
import {
  learningSchema,
  pathSlugParamSchema,
  progressListResponseSchema,
  progressMergeSchema,
  progressResponseSchema,
  progressWriteSchema,
} from '@codegrow/shared/schemas/learning';
import { signedInUser } from '../../../plugins/app/authenticate';
import { viewerOf } from '../../../lib/access/article-access';
import { findReadableAccess } from '../../../lib/blogs/visible-blog';
import { learningOf } from '../../../lib/learning/learning-summary';
import { notFound } from '../../../lib/errors/app-error';
import { LEARNING_LIMITS } from '@codegrow/shared/constants/limits';

/** `?blogs=3,5,8`: the articles whose progress a page shows. */
const progressQuerySchema = z.object({
  blogs: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z
      .array(idSchema('blogs'), { error: 'blogs must be article ids separated by commas' })
      .max(LEARNING_LIMITS.stepsMax, { error: `At most ${LEARNING_LIMITS.stepsMax} blogs` }),
  ),
});

/** A signed-in reader's progress through articles and paths; kept only on articles they may read. */
const progressRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const blogsRepo = fastify.blogsRepository;
  const progress = fastify.progressRepository;
  const paths = fastify.pathsRepository;

  fastify.get(
    '/',
    {
      config: { access: 'user' },
      schema: { querystring: progressQuerySchema, response: { 200: progressListResponseSchema } },
    },
    async (request) => ({
      progress: await progress.of(signedInUser(request).id, request.query.blogs),
    }),
  );

  fastify.put(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        params: idParamSchema,
        body: progressWriteSchema,
        response: { 200: progressResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await findReadableAccess(blogsRepo, request.params.id, viewerOf(user));
      return { progress: await progress.record(user.id, request.params.id, request.body) };
    },
  );

  fastify.post(
    '/merge',
    {
      config: { access: 'user' },
      schema: { body: progressMergeSchema, response: { 200: progressListResponseSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const { entries } = request.body;
      // What the browser kept for articles since unpublished, deleted or locked is dropped.
      const readable = new Set(
        await blogsRepo.readableAmong(
          entries.map((entry) => entry.blog_id),
          viewerOf(user),
        ),
      );
      const kept = entries.filter((entry) => readable.has(entry.blog_id));
      await progress.merge(user.id, kept);
      return { progress: await progress.of(user.id, [...readable]) };
    },
  );

  fastify.get(
    '/learning',
    { config: { access: 'user' }, schema: { response: { 200: learningSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const [summaries, steps] = await Promise.all([
        paths.list({ withEmpty: false }),
        progress.startedPathSteps(user.id),
      ]);
      return { paths: learningOf(summaries, steps, viewerOf(user)) };
    },
  );

  /**
   * 'Start again': the path's steps show as not read (nor skipped) and from their top. What
   * the reader answered, their review cards and a certificate already issued stay.
   */
  fastify.post(
    '/paths/:slug/restart',
    {
      config: { access: 'user' },
      schema: { params: pathSlugParamSchema, response: { 200: progressListResponseSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const path = await paths.findBySlug(request.params.slug);
      if (!path) throw notFound(LEARNING_TEXT.pathNotFound);
      const steps = await paths.steps(path.id, viewerOf(user));
      const blogIds = steps.map((step) => step.id);
      await progress.restart(user.id, blogIds);
      return { progress: await progress.of(user.id, blogIds) };
    },
  );
};

export default progressRoutes;
