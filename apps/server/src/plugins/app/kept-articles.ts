import fp from 'fastify-plugin';
import { createKeptArticles, type ArticleReads } from '../../lib/blogs/kept-articles';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whole articles kept between changes (lib/blogs/kept-articles.ts), for every reader's read. */
    keptArticles: ArticleReads;
  }
}

/** The kept articles, made once on the blogs repository and the change feed. */
export default fp<{ ttlMs: number }>(
  async (fastify, opts) => {
    fastify.decorate(
      'keptArticles',
      createKeptArticles(fastify.changes, fastify.blogsRepository, opts.ttlMs),
    );
  },
  { name: 'kept-articles', dependencies: ['repositories', 'change-feed'] },
);
