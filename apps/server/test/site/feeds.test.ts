import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import { buildTestApp, insertDraft, type TestApp } from '../helper';

const PUBLIC_URL = 'https://learn.example.org';
const SECRET_WORD = 'quokkalantern';
const feedParser = new Parser();

let t: TestApp;
let premium: { id: number; excerpt: string };
let draftId = 0;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  await seedDemoContent(t.app.db, {});
  const [row] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true)).limit(1);
  if (!row) throw new Error('the demo content has no premium article');
  premium = row;
  // The newest article of all, so it is in every feed it belongs to.
  await t.app.db
    .update(blogs)
    .set({ content: `${row.content}\n\n${SECRET_WORD}`, createdAt: new Date() })
    .where(eq(blogs.id, row.id));
  draftId = await insertDraft(t.app, 'A draft nobody may see');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('feeds', () => {
  it('serves the newest 20 published articles as RSS 2.0, full text for free ones', async () => {
    const response = await get('/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.body).toMatch(/<rss version="2.0"/);
    // RSS 2.0 takes only an e-mail address as an item's author.
    expect(response.body).not.toContain('<author>');

    const feed = await feedParser.parseString(response.body);
    expect(feed.title).toBe('CodeGrow');
    expect(feed.link).toBe(`${PUBLIC_URL}/`);
    expect(feed.items).toHaveLength(20);
    expect(feed.items.map((item) => item.link)).not.toContain(`${PUBLIC_URL}/blog/${draftId}`);

    const free = feed.items.find((item) => item.title?.startsWith('SQL Joins'));
    expect(free?.link).toMatch(new RegExp(`^${PUBLIC_URL}/blog/\\d+$`));
    expect(free?.['content:encoded']).toContain('<code class="hljs language-sql">');
    expect(free?.categories).toEqual([
      { _: 'Databases', $: { domain: `${PUBLIC_URL}/blogs?category=databases` } },
    ]);
    expect(new Date(free?.isoDate ?? '').getTime()).not.toBeNaN();
  });

  it('gives premium articles their excerpt only', async () => {
    const feed = await feedParser.parseString((await get('/rss.xml')).body);
    const item = feed.items.find((entry) => entry.link === `${PUBLIC_URL}/blog/${premium.id}`);
    expect(item?.content).toBe(premium.excerpt);
    expect(item?.['content:encoded']).toBeUndefined();
    for (const url of ['/rss.xml', '/atom.xml', '/feed.json', '/categories/databases/rss.xml'])
      expect((await get(url)).body).not.toContain(SECRET_WORD);
  });

  it('serves the same articles as Atom and as JSON Feed, with their authors', async () => {
    const atomXml = (await get('/atom.xml')).body;
    const atom = await feedParser.parseString(atomXml);
    expect(atom.items).toHaveLength(20);
    expect(atomXml).toMatch(/<author>\s*<name>CodeGrow Admin<\/name>/);

    const response = await get('/feed.json');
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const json = response.json();
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1',
      title: 'CodeGrow',
      home_page_url: `${PUBLIC_URL}/`,
      feed_url: `${PUBLIC_URL}/feed.json`,
    });
    expect(json.items).toHaveLength(20);
    for (const item of json.items) {
      expect(item.id).toBe(item.url);
      expect(typeof item.title).toBe('string');
      expect(item.content_html ?? item.summary).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
      expect(item.author.name).toBe('CodeGrow Admin');
    }
  });

  it('has a feed per category, and 404 for an unknown one', async () => {
    const feed = await feedParser.parseString((await get('/categories/databases/rss.xml')).body);
    expect(feed.title).toBe('Databases · CodeGrow');
    expect(feed.items.length).toBeGreaterThan(0);
    const categoryOf = (item: Parser.Item) => (item.categories?.[0] as unknown as { _: string })._;
    expect(feed.items.every((item) => categoryOf(item) === 'Databases')).toBe(true);
    expect((await get('/categories/no-such-thing/rss.xml')).statusCode).toBe(404);
    const bad = await get('/categories/Bad%20Slug/feed.json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('slug');
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every published article with its last change, the categories, paths and pages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { urlset } = new XMLParser({ ignoreAttributes: false }).parse(response.body);
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls: { loc: string; lastmod?: string }[] = urlset.url;
    const locs = urls.map((url) => url.loc);

    const published = await t.app.db
      .select({ id: blogs.id })
      .from(blogs)
      .where(eq(blogs.isPublished, true));
    for (const { id } of published) expect(locs).toContain(`${PUBLIC_URL}/blog/${id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/${draftId}`);
    expect(new Set(locs).size).toBe(locs.length);
    const article = urls.find((url) => url.loc === `${PUBLIC_URL}/blog/${published[0]?.id}`);
    expect(Number.isNaN(Date.parse(article?.lastmod ?? ''))).toBe(false);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/blogs?category=databases`);
    expect(locs).toContain(`${PUBLIC_URL}/paths`);
    expect(locs).toContain(`${PUBLIC_URL}/paths/javascript-properly`);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of private areas', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /admin');
  });
});

describe('the web app manifest', () => {
  it('names the site, opens at home like an app, and its icons are there', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      short_name: 'CodeGrow',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    const renamed = await buildTestApp({ SITE_NAME: 'Shikhi' });
    try {
      const own = (await renamed.app.inject({ url: '/manifest.webmanifest' })).json();
      expect(own.short_name).toBe('Shikhi');
    } finally {
      await renamed.close();
    }
  });
});

describe('preview images', () => {
  it('draws a PNG card for an article without a cover, kept and revalidated by version', async () => {
    const response = await get(`/og/blog/${premium.id}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Kept by the caches in front until its article changes: its key names it.
    expect(response.headers['cache-control']).toMatch(/^public, /);
    expect(String(response.headers['surrogate-key']).split(' ')).toContain(`article-${premium.id}`);
    const again = await t.app.inject({
      url: `/og/blog/${premium.id}.png`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('has none for a draft, and names the field of a malformed address', async () => {
    expect((await get(`/og/blog/${draftId}.png`)).statusCode).toBe(404);
    const bad = await get('/og/blog/abc.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('file');
  });
});
