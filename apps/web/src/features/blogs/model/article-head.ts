import type { PageHead } from '../../../lib/page-head';
import { paths } from '../../../config/paths';
import { blogDate } from './blog-dates';
import { parseTags } from './blog-fields';
import type { ReaderArticle } from '../api/get-blog';

/** Marks the part of a premium article a visitor does not get (the lock screen stands in). */
export const PREMIUM_SECTION_CLASS = 'premium-section';

/**
 * An article's head: `{title} · {site}`, its excerpt, Open Graph article tags
 * and a schema.org BlogPosting. A premium article says it is not free to read,
 * the way search engines document for paywalled content.
 */
export function articleHead(blog: ReaderArticle, siteName: string): PageHead {
  const path = paths.blog.getHref(blog.id);
  const published = blogDate(blog).toISOString();
  const tags = parseTags(blog.tags);
  // Without a cover, the server draws a card with the title (GET /og/blog/{id}.png).
  const image = blog.image_url ?? `/og/blog/${blog.id}.png`;
  return {
    title: `${blog.title} · ${siteName}`,
    // A shared link's card names the site apart (og:site_name): its title is the article's own.
    socialTitle: blog.title,
    description: blog.excerpt,
    type: 'article',
    canonicalPath: path,
    image,
    article: {
      publishedTime: published,
      modifiedTime: blog.updated_at,
      section: blog.category,
      tags,
      author: blog.author_name,
    },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: blog.title,
      description: blog.excerpt,
      inLanguage: blog.language,
      datePublished: published,
      dateModified: blog.updated_at,
      author: { '@type': 'Person', name: blog.author_name },
      publisher: { '@type': 'Organization', name: siteName },
      articleSection: blog.category,
      keywords: tags.join(', '),
      mainEntityOfPage: path,
      image,
      isAccessibleForFree: !blog.is_premium,
      ...(blog.is_premium && {
        hasPart: {
          '@type': 'WebPageElement',
          isAccessibleForFree: false,
          cssSelector: `.${PREMIUM_SECTION_CLASS}`,
        },
      }),
    },
  };
}
