import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  BLOG_FORM_MESSAGES,
  READER_MESSAGES,
  REVISION_MESSAGES,
} from '@codegrow/shared/constants/content-messages';
import type { Blog } from '@codegrow/shared/schemas/blog';
import { notFound } from '../../lib/errors/app-error';
import { articleKey, categoryKey, SURROGATE_KEYS } from '../../lib/http-cache/surrogate-keys';
import type { BlogForm } from '../../lib/storage/read-blog-form';
import { toBlogJson } from '../../lib/blogs/blog-serializer';
import {
  createBlogWritesRepository,
  restoreRevision,
  type Author,
} from '../../lib/blogs/blog-writes-repository';

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

const AS_ADMIN = { role: 'admin', subscription_status: 'free' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** An admin's writes to articles, each with its image, its mind map and its purge. */
    articleWrites: ReturnType<typeof createArticleWrites>;
  }
}

/**
 * An admin's article writes, each one call from its route: the cover image stored (and
 * removed again if the write fails, or once it replaced the old one), the article written,
 * its mind map kept in the mindmaps table (one source of truth for both editors), and the
 * change announced so every server and the cache in front drop what showed it.
 */
export function createArticleWrites(fastify: FastifyInstance) {
  const writes = createBlogWritesRepository(fastify.db);
  const { blogsRepository: reads, mindmapsRepository: maps, images } = fastify;

  async function syncMindmap(id: number, fields: BlogForm['fields'], author: Author) {
    if (fields.mindmapData) await maps.upsertForBlog(id, fields.title, fields.mindmapData, author);
  }

  /** The article as the admin sees it now, once the change is announced. */
  async function announced(id: number, message: string): Promise<{ message: string; blog: Blog }> {
    const record = await reads.findById(id);
    fastify.contentChanged(articleKeys(id, record?.categoryId));
    await fastify.following.announceNew();
    if (!record) throw notFound(READER_MESSAGES.blogNotFound);
    return { message, blog: toBlogJson(record, AS_ADMIN) };
  }

  return {
    async create({ fields, image }: BlogForm, author: Author) {
      const imageUrl = image ? await images.save(image.bytes, image.type) : null;
      const id = await writes.create(fields, author, imageUrl).catch(async (error: unknown) => {
        await images.remove(imageUrl);
        throw error;
      });
      await syncMindmap(id, fields, author);
      return announced(id, BLOG_FORM_MESSAGES.created);
    },

    async update(id: number, { fields, image }: BlogForm, author: Author) {
      // A new image replaces the stored one; removeImage alone clears it; neither keeps it.
      const imageUrl = image
        ? await images.save(image.bytes, image.type)
        : fields.removeImage
          ? null
          : undefined;
      const result = await writes
        .update(id, fields, imageUrl, author)
        .catch(async (error: unknown) => {
          await images.remove(imageUrl ?? null);
          throw error;
        });
      if (!result) {
        await images.remove(imageUrl ?? null);
        throw notFound(READER_MESSAGES.blogNotFound);
      }
      if (imageUrl !== undefined) await images.remove(result.previousImageUrl);
      await syncMindmap(id, fields, author);
      return announced(id, BLOG_FORM_MESSAGES.updated);
    },

    /** An earlier version made current again (see revisions-repository). */
    async restore(
      id: number,
      revisionId: number,
      currentRevisionId: number | undefined,
      author: Author,
    ) {
      await fastify.db.transaction((tx) =>
        restoreRevision(tx, id, revisionId, currentRevisionId, author),
      );
      return announced(id, REVISION_MESSAGES.restored);
    },

    /** The schedule's due changes made (once across the fleet) and announced; how many. */
    async runSchedule(now = new Date()): Promise<number> {
      const changed = await writes.runSchedule(now);
      if (changed.length > 0) {
        fastify.contentChanged(
          changed.flatMap(({ id, categoryId }) => articleKeys(id, categoryId)),
        );
        await fastify.following.announceNew();
      }
      return changed.length;
    },

    async remove(id: number): Promise<{ message: string }> {
      const removed = await writes.remove(id);
      if (!removed) throw notFound(READER_MESSAGES.blogNotFound);
      await images.remove(removed.imageUrl);
      fastify.contentChanged(articleKeys(id));
      return { message: 'Blog deleted successfully' };
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('articleWrites', createArticleWrites(fastify));
  },
  {
    name: 'article-writes',
    dependencies: ['repositories', 'uploads', 'change-feed', 'following'],
  },
);
