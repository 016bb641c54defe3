import { categoryFeedPath, pathFeedPath } from '@codegrow/shared/constants/site';

/** Public addresses of the site's pages, absolute from PUBLIC_URL: feeds, sitemap and page heads. */
export function siteLinks(base: string) {
  const page = (path: string) => `${base}${path}`;
  return {
    base,
    page,
    article: (id: number) => page(`/blog/${id}`),
    category: (slug: string) => page(`/blogs?category=${encodeURIComponent(slug)}`),
    learningPath: (slug: string) => page(`/paths/${encodeURIComponent(slug)}`),
    categoryFeed: (slug: string, file: string) => page(categoryFeedPath(slug, file)),
    pathFeed: (slug: string, file: string) => page(pathFeedPath(slug, file)),
    /** A stored URL (an upload's `/uploads/…`) as readers outside the site must request it. */
    absolute: (url: string) => (url.startsWith('/') && !url.startsWith('//') ? page(url) : url),
    /** Site-relative links and images in rendered HTML made absolute, for feed readers. */
    absoluteInHtml: (html: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${base}/`),
  };
}

export type SiteLinks = ReturnType<typeof siteLinks>;

/** The pages every visitor can open, for the sitemap. */
export const PUBLIC_PAGES = [
  '/',
  '/blogs',
  '/paths',
  '/subscribe',
  '/contact',
  '/terms',
  '/privacy',
] as const;
