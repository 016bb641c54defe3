import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { ID_MAX } from '@codegrow/shared/schemas/common';
import { toBlogJson } from '../../lib/blogs/blog-serializer';
import { findVisibleBlog } from '../../lib/blogs/visible-blog';
import { notFound } from '../../lib/errors/app-error';
import { readKeys } from '../../lib/http-cache/answer-reads';
import { articleKey, categoryKey, SURROGATE_KEYS } from '../../lib/http-cache/surrogate-keys';
import { previewRenderer } from '../../lib/site/preview-image';
import {
  FEED_FORMATS,
  FEED_LENGTH,
  writeFeed,
  type FeedFile,
  type FeedScope,
} from '../../lib/site/site-feed';
import { PUBLIC_PAGES, siteLinks } from '../../lib/site/site-links';
import { webManifest } from '../../lib/site/web-manifest';
import { robotsTxt, sitemapXml } from '../../lib/site/sitemap';
import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';

export interface SiteRoutesOptions {
  publicUrl: string;
  siteName: string;
  slogan: string;
}

const categoryParamsSchema = z.object({
  slug: z
    .string()
    .max(60, { error: 'slug must be at most 60 characters' })
    .regex(/^[a-z0-9-]+$/, { error: 'slug may contain lower-case letters, digits and dashes' }),
});

const previewParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}\.png$/, { error: 'file must be an article id followed by .png' })
    .transform((file) => Number(file.slice(0, -'.png'.length)))
    .refine((id) => id <= ID_MAX, { error: `file must name an id up to ${ID_MAX}` }),
});

/** Generated preview images kept, per article and version; a few hundred kB at most. */
const PREVIEW_CACHE_ENTRIES = 100;

/**
 * Feeds (RSS 2.0, Atom, JSON Feed) for the site and each category, the sitemap,
 * robots.txt, and the generated preview images of articles without a cover.
 */
const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (fastify, opts) => {
  const blogsRepo = fastify.blogsRepository;
  const categoriesRepo = fastify.categoriesRepository;
  const pathsRepo = fastify.pathsRepository;
  const links = siteLinks(opts.publicUrl);
  const feed = {
    config: { publicCache: { keys: [SURROGATE_KEYS.feeds] }, access: 'public' as const },
  };

  async function sendFeed(
    file: FeedFile,
    scope: FeedScope,
    of?: { categoryId?: number; pathId?: number },
  ) {
    const records = await blogsRepo.latestPublished(FEED_LENGTH, of);
    // As an anonymous visitor sees them: premium articles keep their body to themselves.
    const blogs = records.map((record) => toBlogJson(record, null));
    return writeFeed(file, links, opts.siteName, scope, blogs);
  }

  for (const file of Object.keys(FEED_FORMATS) as FeedFile[]) {
    const { contentType } = FEED_FORMATS[file];

    fastify.get(`/${file}`, feed, async (_request, reply) => {
      const scope: FeedScope = {
        title: opts.siteName,
        description: opts.slogan,
        link: links.page('/'),
        feedLink: (name) => links.page(`/${name}`),
      };
      return reply.type(contentType).send(await sendFeed(file, scope));
    });

    fastify.get(
      `/categories/:slug/${file}`,
      { ...feed, schema: { params: categoryParamsSchema } },
      async (request, reply) => {
        const category = await categoriesRepo.findBySlug(request.params.slug);
        if (!category) throw notFound(ADMIN_MESSAGES.categoryNotFound);
        const scope: FeedScope = {
          title: `${category.name} · ${opts.siteName}`,
          description: category.description ?? `${category.name} articles on ${opts.siteName}`,
          link: links.category(category.slug),
          feedLink: (name) => links.categoryFeed(category.slug, name),
        };
        return reply
          .type(contentType)
          .send(await sendFeed(file, scope, { categoryId: category.id }));
      },
    );

    fastify.get(
      `/paths/:slug/${file}`,
      { ...feed, schema: { params: categoryParamsSchema } },
      async (request, reply) => {
        const path = await pathsRepo.findBySlug(request.params.slug);
        if (!path) throw notFound(LEARNING_TEXT.pathNotFound);
        const scope: FeedScope = {
          title: `${path.title} · ${opts.siteName}`,
          description: path.description || `${path.title}, a learning path on ${opts.siteName}`,
          link: links.page(`/paths/${path.slug}`),
          feedLink: (name) => links.pathFeed(path.slug, name),
        };
        return reply.type(contentType).send(await sendFeed(file, scope, { pathId: path.id }));
      },
    );
  }

  fastify.get('/sitemap.xml', feed, async (_request, reply) => {
    const [articles, categories, learningPaths] = await Promise.all([
      blogsRepo.publishedIndex(),
      categoriesRepo.list(),
      pathsRepo.list({ withEmpty: false }),
    ]);
    const xml = sitemapXml([
      ...PUBLIC_PAGES.map((path) => ({ loc: links.page(path) })),
      ...categories
        .filter((category) => category.blog_count > 0)
        .map((category) => ({ loc: links.category(category.slug) })),
      ...learningPaths.map((path) => ({
        loc: links.learningPath(path.slug),
        lastmod: path.updatedAt,
      })),
      ...articles.map((article) => ({
        loc: links.article(article.id),
        lastmod: article.updatedAt,
      })),
    ]);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  // Each kept as the promise of its PNG: readers asking while it renders share one render.
  const previews = new LRUCache<string, Promise<Buffer>>({ max: PREVIEW_CACHE_ENTRIES });
  const renderPreview = previewRenderer();
  fastify.get(
    '/og/blog/:file',
    { config: { publicCache: {}, access: 'public' }, schema: { params: previewParamsSchema } },
    async (request, reply) => {
      const record = await findVisibleBlog(blogsRepo, request.params.file, null);
      // Its title and category are on it: a change of either purges it.
      readKeys(articleKey(record.id), categoryKey(record.categoryId));
      // A new version of the article (a changed title) is a new image.
      const version = `${record.id}-${record.updatedAt.getTime()}`;
      let png = previews.get(version);
      if (!png) {
        png = renderPreview({
          title: record.title,
          category: record.categoryName,
          siteName: opts.siteName,
          slogan: opts.slogan,
        });
        previews.set(version, png);
        png.catch(() => previews.delete(version));
      }
      return reply.type('image/png').send(await png);
    },
  );

  fastify.get(
    '/manifest.webmanifest',
    { config: { publicCache: {}, access: 'public' } },
    (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webManifest({ name: opts.siteName, slogan: opts.slogan }))),
  );

  fastify.get('/robots.txt', { config: { publicCache: {}, access: 'public' } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(links.page('/sitemap.xml'))),
  );
};

export default siteRoutes;
