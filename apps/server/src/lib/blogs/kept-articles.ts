import { createCache } from 'async-cache-dedupe';
import type { FastifyInstance } from 'fastify';
import type { BlogRecord } from './blog-serializer';
import type { createBlogsRepository } from './blogs-repository';

/** Reading an article whole: the repository's own, or the kept copy of it. */
export type ArticleReads = Pick<ReturnType<typeof createBlogsRepository>, 'findById'>;

/** Articles kept at once (each with its Markdown, its HTML and its map). */
const KEPT_ARTICLES = 256;

/**
 * Whole articles as the database has them, kept between changes: what every reader who may read
 * an article is shown alike (its body, its questions, its map), read once, not once a reader.
 * Who may read it is still decided for each request by the access rule, on the kept record.
 * Dropped by every change but an account's, announced here or by another server; a record read
 * across a change is read again, so none from before it is kept. `ttlMs` 0 keeps nothing.
 */
export function createKeptArticles(
  changes: FastifyInstance['changes'],
  repo: ArticleReads,
  ttlMs: number,
): ArticleReads {
  if (ttlMs <= 0) return repo;
  let seen = 0;
  const kept = createCache({
    ttl: Math.max(1, Math.round(ttlMs / 1000)),
    storage: { type: 'memory', options: { size: KEPT_ARTICLES } },
  }).define('article', async (id: number): Promise<BlogRecord | undefined> => {
    for (;;) {
      const before = seen;
      const record = await repo.findById(id);
      if (before === seen) return record;
    }
  });
  changes.onChange((change) => {
    if (change.kind === 'account') return;
    seen += 1;
    void kept.clear();
  });
  return { findById: (id) => kept.article(id) };
}
