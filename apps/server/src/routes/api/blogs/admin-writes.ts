import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_FORM_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { blogSchema } from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { signedInUser } from '../../../plugins/app/auth/authenticate';
import { toBlogJson } from '../../../plugins/app/blogs/blog-serializer';
import {
  createBlogWritesRepository,
  type Author,
} from '../../../plugins/app/blogs/blog-writes-repository';
import { notFound } from '../../../plugins/app/errors/http-errors';
import {
  articleKey,
  categoryKey,
  SURROGATE_KEYS,
} from '../../../plugins/app/http-cache/surrogate-keys';
import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import { readBlogForm } from '../../../plugins/app/storage/read-blog-form';
import multipart from '../../../plugins/external/multipart';

const saved = z.object({ message: z.string(), blog: blogSchema });
const authorOf = (user: { id: number; name: string | null; email: string }): Author => ({
  id: user.id,
  name: user.name ?? user.email,
});

/**
 * What a write to an article changes for visitors: its own answers, its category's, and every
 * list, feed and path that may show it.
 */
const articleKeys = (id: number, categoryId?: number) => [
  articleKey(id),
  ...(categoryId === undefined ? [] : [categoryKey(categoryId)]),
  SURROGATE_KEYS.lists,
  SURROGATE_KEYS.feeds,
  SURROGATE_KEYS.paths,
];

/** Create, edit and delete articles: admins only, multipart with an optional image. */
const blogWriteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);
  // Here only: the parser's hooks would otherwise run on every request of the site.
  await fastify.register(multipart);
  const writes = createBlogWritesRepository(fastify.db);
  const reads = fastify.blogsRepository;
  const maps = fastify.mindmapsRepository;

  /** The article's map lives in the mindmaps table: one source of truth for both screens. */
  async function syncMindmap(
    blogId: number,
    fields: { title: string; mindmapData?: MindmapData | undefined },
    author: Author,
  ) {
    if (fields.mindmapData)
      await maps.upsertForBlog(blogId, fields.title, fields.mindmapData, author);
  }

  async function respond(id: number, message: string) {
    const record = await reads.findById(id);
    fastify.contentChanged(articleKeys(id, record?.categoryId));
    if (!record) throw notFound('Blog not found');
    return { message, blog: toBlogJson(record, { role: 'admin', subscription_status: 'free' }) };
  }

  fastify.post('/', { schema: { response: { 201: saved } } }, async (request, reply) => {
    const author = authorOf(signedInUser(request));
    const { fields, image } = await readBlogForm(request);
    const imageUrl = image ? await fastify.images.save(image.bytes, image.type) : null;
    const id = await writes.create(fields, author, imageUrl).catch(async (error: unknown) => {
      await fastify.images.remove(imageUrl);
      throw error;
    });
    await syncMindmap(id, fields, author);
    return reply.code(201).send(await respond(id, BLOG_FORM_MESSAGES.created));
  });

  fastify.put(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: saved } } },
    async (request) => {
      const { fields, image } = await readBlogForm(request);
      // A new image replaces the stored one; removeImage alone clears it; neither keeps it.
      const imageUrl = image
        ? await fastify.images.save(image.bytes, image.type)
        : fields.removeImage
          ? null
          : undefined;
      const result = await writes
        .update(request.params.id, fields, imageUrl)
        .catch(async (error: unknown) => {
          await fastify.images.remove(imageUrl ?? null);
          throw error;
        });
      if (!result) {
        await fastify.images.remove(imageUrl ?? null);
        throw notFound('Blog not found');
      }
      if (imageUrl !== undefined) await fastify.images.remove(result.previousImageUrl);
      await syncMindmap(request.params.id, fields, authorOf(signedInUser(request)));
      return respond(request.params.id, BLOG_FORM_MESSAGES.updated);
    },
  );

  fastify.delete(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const removed = await writes.remove(request.params.id);
      if (!removed) throw notFound('Blog not found');
      await fastify.images.remove(removed.imageUrl);
      fastify.contentChanged(articleKeys(request.params.id));
      return { message: 'Blog deleted successfully' };
    },
  );
};

export default blogWriteRoutes;
