import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogSchema } from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { signedInUser } from '../../../plugins/app/authenticate';
import { authorOf } from '../../../lib/blogs/blog-writes-repository';
import { readBlogForm } from '../../../lib/storage/read-blog-form';
import multipart from '../../../plugins/external/multipart';

const saved = z.object({ message: z.string(), blog: blogSchema });

/**
 * Create, edit and delete articles: admins only, multipart with an optional image. Each route
 * reads its request and makes one call to `fastify.articleWrites` (plugins/app/article-writes.ts).
 */
const blogWriteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Here only: the parser's hooks would otherwise run on every request of the site.
  await fastify.register(multipart);
  const { articleWrites } = fastify;

  fastify.post(
    '/',
    { config: { access: 'admin' }, schema: { response: { 201: saved } } },
    async (request, reply) => {
      const written = await articleWrites.create(
        await readBlogForm(request),
        authorOf(signedInUser(request)),
      );
      return reply.code(201).send(written);
    },
  );

  fastify.put(
    '/:id',
    { config: { access: 'admin' }, schema: { params: idParamSchema, response: { 200: saved } } },
    async (request) =>
      articleWrites.update(
        request.params.id,
        await readBlogForm(request),
        authorOf(signedInUser(request)),
      ),
  );

  fastify.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    (request) => articleWrites.remove(request.params.id),
  );
};

export default blogWriteRoutes;
