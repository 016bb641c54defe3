import { XMLBuilder } from 'fast-xml-parser';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@' });

/** A sitemap (sitemaps.org 0.9): every address once, with its last change when known. */
export function sitemapXml(entries: SitemapEntry[]): string {
  return builder.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    urlset: {
      '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      url: entries.map(({ loc, lastmod }) => ({
        loc,
        ...(lastmod && { lastmod: lastmod.toISOString() }),
      })),
    },
  });
}

/** Crawlers may read every public page; private areas and the API are left out. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
