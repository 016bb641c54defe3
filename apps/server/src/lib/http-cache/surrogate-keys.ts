/**
 * The names a cached answer is tagged with (`Surrogate-Key` for Varnish and Fastly, `Cache-Tag`
 * for Cloudflare) and purged by: a public answer names everything it shows, and a write names
 * what it changed, so a purge reaches exactly the answers that showed it. `site` is on every
 * public answer: purging it empties a cache in front of the servers.
 */
export const SURROGATE_KEYS = {
  /** Every public answer. */
  site: 'site',
  /** Article lists, search, category stats, the home page: anything listing articles. */
  lists: 'lists',
  /** RSS, Atom, JSON Feed and the sitemap. */
  feeds: 'feeds',
  /** Learning paths and their pages. */
  paths: 'paths',
  /**
   * An answer that named nothing it shows, or was made from one that could not (an answer not
   * public, an error): every change purges it.
   */
  everyChange: 'every-change',
} as const;

/** One article: its page, its API answer, its mind map, its preview image. */
export const articleKey = (blogId: number) => `article-${blogId}`;

/** One mind map, attached to an article or standing alone: its page and its answer. */
export const mindmapKey = (mindmapId: number) => `mindmap-${mindmapId}`;

/** One article's discussion (its comment pages). */
export const discussionKey = (blogId: number) => `discussion-${blogId}`;

/** One category: its listing pages and feeds. */
export const categoryKey = (categoryId: number) => `category-${categoryId}`;

/** The header value for a set of keys: space-separated, each once, `site` always among them. */
export const surrogateKeyHeader = (keys: Iterable<string>) =>
  [...new Set([SURROGATE_KEYS.site, ...keys])].join(' ');
