import { createCache } from 'async-cache-dedupe';
import type { FastifyInstance } from 'fastify';
import type { BlogListQuery } from '@codegrow/shared/schemas/blog';
import { accessKind, type Viewer } from '../access/article-access';
import { toBlogJson } from './blog-serializer';
import type { createBlogsRepository } from './blogs-repository';
import { listBlogsPage } from './list-blogs-page';
import { findVisibleBlog } from './visible-blog';

type ListAsk = { query: BlogListQuery; viewer: Viewer };
type ArticleAsk = { id: number; viewer: Viewer };

/** The memo's key for what was asked: the same for every reader of one kind. */
const byKind = ({ viewer, ...asked }: ListAsk | ArticleAsk) => ({
  ...asked,
  kind: accessKind(viewer),
});

/** Pages and articles kept at once, across the kinds of reader. */
const MEMO_SIZE = 1024;

/**
 * What signed-in readers of one kind (free, premium, admin: what the access rule opens for
 * them) get alike: a page of the list, an article as serialized. Visitors' answers are kept
 * whole by the HTTP cache; a reader's are private, but their data is not. Memoised with
 * async-cache-dedupe, keyed by what was asked and the reader's kind, so that readers asking at
 * once share one query; kept as long as the HTTP cache keeps answers, and dropped by every
 * change the change feed announces (on every server). A value computed across a change is
 * computed again, so none from before it is kept.
 */
export function createReaderMemo(
  fastify: FastifyInstance,
  repo: ReturnType<typeof createBlogsRepository>,
  ttlMs: number,
) {
  let changes = 0;
  async function afterLastChange<T>(compute: () => Promise<T>): Promise<T> {
    for (;;) {
      const seen = changes;
      const value = await compute();
      if (seen === changes) return value;
    }
  }
  const memo = createCache({
    ttl: Math.max(1, Math.round(ttlMs / 1000)),
    storage: { type: 'memory', options: { size: MEMO_SIZE } },
  })
    .define('list', { serialize: byKind }, ({ query, viewer }: ListAsk) =>
      afterLastChange(() => listBlogsPage(repo, query, viewer)),
    )
    .define('article', { serialize: byKind }, ({ id, viewer }: ArticleAsk) =>
      afterLastChange(async () =>
        toBlogJson(await findVisibleBlog(fastify.keptArticles, id, viewer), viewer),
      ),
    );
  fastify.changes.onChange((change) => {
    if (change.kind === 'account') return;
    changes += 1;
    void memo.clear();
  });
  return ttlMs > 0
    ? { list: memo.list, article: memo.article }
    : {
        list: ({ query, viewer }: ListAsk) => listBlogsPage(repo, query, viewer),
        article: async ({ id, viewer }: ArticleAsk) =>
          toBlogJson(await findVisibleBlog(fastify.keptArticles, id, viewer), viewer),
      };
}
