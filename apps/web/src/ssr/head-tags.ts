import { escapeHtml } from '@codegrow/shared/content/escape-html';
import {
  LANGUAGES,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '@codegrow/shared/i18n/languages';
import type { PageHead } from '../lib/page-head';

/** Open Graph's locale of each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };

/** JSON inside <script>: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';

export interface HeadSite {
  name: string;
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * The head of a rendered page: title, description, canonical address and the same page in the
 * other languages, Open Graph and Twitter card, and JSON-LD. `path` is the address that was
 * asked for; `language` the page's.
 */
export function headTags(
  head: PageHead,
  site: HeadSite,
  path: string,
  language: Language = 'en',
): string {
  const absolute = (url: string) => (url.startsWith('/') ? `${site.publicUrl}${url}` : url);
  // A page names its address as the app knows it, without its language's prefix.
  const page = pathWithoutLanguage(head.canonicalPath ?? path);
  const canonical = absolute(pathInLanguage(page, language));
  const image = head.image ? absolute(head.image) : undefined;
  const alternate = (hreflang: string, target: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(pathInLanguage(page, target)))}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map((other) => alternate(other, other)),
    alternate('x-default', 'en'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.socialTitle ?? head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.socialTitle ?? head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (head.feed) {
    const { title, path: feedPath } = head.feed;
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(feedPath)}">`,
    );
  }
  if (head.article) {
    tags.push(
      meta('property', 'article:published_time', head.article.publishedTime),
      meta('property', 'article:modified_time', head.article.modifiedTime),
      meta('property', 'article:section', head.article.section),
      meta('property', 'article:author', head.article.author),
      ...head.article.tags.map((tag) => meta('property', 'article:tag', tag)),
    );
  }
  if (head.structuredData) {
    // Its top-level addresses are paths on this site, like the head's own.
    const data = Object.fromEntries(
      Object.entries(head.structuredData).map(([key, value]) => [
        key,
        typeof value === 'string' && value.startsWith('/') ? absolute(value) : value,
      ]),
    );
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.filter(Boolean).join('\n    ');
}
