import { Feed } from 'feed';
import type { Blog } from '@codegrow/shared/schemas/blog';
import type { SiteLinks } from './site-links';
import { xmlText } from './xml-text';

export const FEED_LENGTH = 20;

/** An article's category as a feed names it. */
interface FeedCategory {
  name: string;
  slug: string;
  url: string;
}

/**
 * The feed formats served, each under its file name. RSS 2.0 allows an item's
 * author only as an e-mail address, which we do not publish: its items name none.
 * Atom names a category by its `term` (the slug) and `scheme`, and its name as a `label`
 * attribute, which the feed library escapes only for `&`: a name holding `<` would make the
 * whole document unreadable, so such a name goes without a label there (RSS and JSON carry it
 * as text).
 */
export const FEED_FORMATS = {
  'rss.xml': {
    contentType: 'application/rss+xml; charset=utf-8',
    itemAuthors: false,
    category: ({ name, url }: FeedCategory) => ({ name, domain: url }),
    write: (feed: Feed) => feed.rss2(),
  },
  'atom.xml': {
    contentType: 'application/atom+xml; charset=utf-8',
    itemAuthors: true,
    category: ({ name, slug, url }: FeedCategory) => ({
      term: slug,
      scheme: url,
      ...(!name.includes('<') && { name }),
    }),
    write: (feed: Feed) => feed.atom1(),
  },
  'feed.json': {
    contentType: 'application/feed+json; charset=utf-8',
    itemAuthors: true,
    category: ({ name }: FeedCategory) => ({ name }),
    write: (feed: Feed) => feed.json1(),
  },
} as const;
export type FeedFile = keyof typeof FEED_FORMATS;

export interface FeedScope {
  title: string;
  description: string;
  /** The page the feed follows (the site, or a category's list). */
  link: string;
  /** Where this feed's files live, the file name appended: `${base}/rss.xml`. */
  feedLink: (file: FeedFile) => string;
}

const dateOf = (blog: Blog) => new Date(blog.publish_date ?? blog.created_at);

/**
 * A feed of the newest published articles. The articles come through the
 * article serializer as an anonymous visitor sees them, so a premium article
 * carries its excerpt and never its body. Every text goes through `xmlText`, so
 * the feed stays well-formed whatever characters a title or a name holds.
 */
export function writeFeed(
  file: FeedFile,
  links: SiteLinks,
  siteName: string,
  scope: FeedScope,
  blogs: Blog[],
): string {
  const format = FEED_FORMATS[file];
  const feed = new Feed({
    title: xmlText(scope.title),
    description: xmlText(scope.description),
    id: scope.link,
    link: scope.link,
    language: 'en',
    favicon: links.page('/favicon.svg'),
    copyright: xmlText(`© ${siteName}`),
    updated: blogs[0] ? new Date(blogs[0].updated_at) : undefined,
    generator: xmlText(siteName),
    feedLinks: {
      rss: scope.feedLink('rss.xml'),
      atom: scope.feedLink('atom.xml'),
      json: scope.feedLink('feed.json'),
    },
  });
  for (const blog of blogs) {
    feed.addItem({
      title: xmlText(blog.title),
      id: links.article(blog.id),
      link: links.article(blog.id),
      description: xmlText(blog.excerpt),
      content:
        blog.content_html === null ? undefined : xmlText(links.absoluteInHtml(blog.content_html)),
      author: format.itemAuthors ? [{ name: xmlText(blog.author_name) }] : undefined,
      date: dateOf(blog),
      published: dateOf(blog),
      category: [
        format.category({
          name: xmlText(blog.category),
          slug: blog.category_slug,
          url: links.category(blog.category_slug),
        }),
      ],
      image: blog.image_url ? links.absolute(blog.image_url) : undefined,
    });
  }
  return format.write(feed);
}
