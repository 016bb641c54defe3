import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEARNING_TEXT, PATH_FORM_MESSAGES } from '@codegrow/shared/constants/learning';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import {
  pathListResponseSchema,
  pathResponseSchema,
  pathSlugParamSchema,
  pathWriteSchema,
} from '@codegrow/shared/schemas/learning';
import { slugify } from '@codegrow/shared/schemas/blog-write';
import { seesDrafts, viewerOf } from '../../../lib/access/article-access';
import { toBlogJson } from '../../../lib/blogs/blog-serializer';
import { invalidInput, notFound } from '../../../lib/errors/app-error';
import { SURROGATE_KEYS } from '../../../lib/http-cache/surrogate-keys';
import { toPathSummaryJson } from '../../../lib/learning/paths-repository';

/** Learning paths: anyone reads them (the premium rule applies to each step); admins write. */
const pathRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const paths = fastify.pathsRepository;

  fastify.get(
    '/',
    {
      config: { publicCache: { keys: [SURROGATE_KEYS.paths] }, access: 'viewer' },
      schema: { response: { 200: pathListResponseSchema } },
    },
    async (request) => {
      // Admins also see the paths whose articles are all drafts, to finish them.
      const withEmpty = seesDrafts(viewerOf(request.user));
      return { paths: (await paths.list({ withEmpty })).map(toPathSummaryJson) };
    },
  );

  fastify.get(
    '/:slug',
    {
      config: { publicCache: { keys: [SURROGATE_KEYS.paths] }, access: 'viewer' },
      schema: { params: pathSlugParamSchema, response: { 200: pathResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request.user);
      const row = await paths.findBySlug(request.params.slug);
      if (!row) throw notFound(LEARNING_TEXT.pathNotFound);
      const steps = await paths.steps(row.id, viewer);
      const articles = steps.map((record) => toBlogJson(record, viewer));
      return { path: { ...toPathSummaryJson(row), articles } };
    },
  );

  const saved = z.object({ message: z.string(), slug: z.string() });
  const slugOf = (input: { slug?: string | undefined; title: string }) => {
    const slug = input.slug ?? slugify(input.title);
    if (!slug) throw invalidInput(PATH_FORM_MESSAGES.slugFormat, 'slug');
    return slug;
  };

  fastify.post(
    '/',
    {
      config: { access: 'admin' },
      schema: { body: pathWriteSchema, response: { 201: saved } },
    },
    async (request, reply) => {
      const slug = await paths.save(request.body, slugOf(request.body));
      fastify.contentChanged([SURROGATE_KEYS.paths]);
      return reply.code(201).send({ message: PATH_FORM_MESSAGES.created, slug });
    },
  );

  fastify.put(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, body: pathWriteSchema, response: { 200: saved } },
    },
    async (request) => {
      const slug = await paths.save(request.body, slugOf(request.body), request.params.id);
      fastify.contentChanged([SURROGATE_KEYS.paths]);
      // A step added is new to the path's followers.
      await fastify.following.announceNew();
      return { message: PATH_FORM_MESSAGES.updated, slug };
    },
  );

  fastify.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await paths.remove(request.params.id);
      fastify.contentChanged([SURROGATE_KEYS.paths]);
      return { message: PATH_FORM_MESSAGES.deleted };
    },
  );
};

export default pathRoutes;
