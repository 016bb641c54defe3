import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARTICLE_HTML_VERSION } from '@codegrow/shared/content/article-markup';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { users } from '../../src/db/schema/index';
import { blogs, categories, mindmaps } from '../../src/db/schema/index';
import { DEMO_ARTICLES } from '../../src/seed/demo-articles';
import {
  markdownKey,
  readDemoArticlesHtml,
  renderDemoArticlesHtml,
  type DemoArticlesHtml,
} from '../../src/seed/demo-articles-html';
import { seedDemoContent } from '../../src/seed/demo-content';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: typeof users | typeof blogs | typeof categories | typeof mindmaps) =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('demo content', () => {
  it('fills an empty database once, with accounts that can sign in', async () => {
    const credentials = await seedDemoContent(t.app.db, {
      admin: 'admin-pass-1',
      reader: undefined,
    });
    expect(credentials?.admin).toEqual({ email: 'admin@codegrow.local', password: 'admin-pass-1' });
    expect(credentials?.reader.password).toHaveLength(12);
    expect(await count(categories)).toBeGreaterThanOrEqual(5);
    expect(await count(blogs)).toBeGreaterThanOrEqual(20);
    expect(await count(mindmaps)).toBe(1);
    const premium = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true));
    expect(premium.length).toBeGreaterThan(3);
    expect(premium[0]?.content).toContain('```');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@codegrow.local', password: 'admin-pass-1' },
    });
    expect(login.json().user.role).toBe('admin');

    expect(await seedDemoContent(t.app.db, {})).toBeNull();
    expect(await count(blogs)).toBe(20);
  });

  it('reads like a publication: real articles of 3 to 15 minutes, and paths through them', async () => {
    const { blogs: list } = (await t.app.inject({ url: '/api/blogs?limit=50' })).json();
    for (const article of list) {
      expect(article.reading_time, article.title).toBeGreaterThanOrEqual(3);
      expect(article.reading_time, article.title).toBeLessThanOrEqual(15);
    }
    const { paths } = (await t.app.inject({ url: '/api/paths' })).json();
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (const path of paths) expect(path.steps, path.title).toBeGreaterThanOrEqual(5);

    const [free] = list.filter((article: { is_premium: boolean }) => !article.is_premium);
    const { blog } = (await t.app.inject({ url: `/api/blogs/${free.id}` })).json();
    expect(blog.content_html.match(/<h2/g).length, blog.title).toBeGreaterThanOrEqual(3);
    expect(blog.content_html).toContain('<pre');
  });
});

describe('demo articles rendered by the build', () => {
  const [kept, other] = DEMO_ARTICLES;
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'codegrow-demo-html-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let files = 0;
  const written = (contents: unknown) => {
    const file = join(folder, `demo-${(files += 1)}.json`);
    writeFileSync(file, JSON.stringify(contents));
    return pathToFileURL(file);
  };
  const seededWith = async (articlesHtml: DemoArticlesHtml | undefined) => {
    const seeded = await buildTestApp();
    await seedDemoContent(seeded.app.db, {}, () => articlesHtml);
    return seeded;
  };

  it('are stored with their articles and served as they are; a text they lack is rendered on first read', async () => {
    const built = readDemoArticlesHtml(
      written({
        version: ARTICLE_HTML_VERSION,
        html: {
          [markdownKey(kept.body)]: '<p>As built.</p>',
          [markdownKey(`${other.body} (an earlier text)`)]: '<p>Out of date.</p>',
        },
      }),
    );
    const seeded = await seededWith(built);
    try {
      const { blogs: list } = (await seeded.app.inject({ url: '/api/blogs?limit=50' })).json();
      const read = async (title: string) => {
        const { id } = list.find((article: { title: string }) => article.title === title);
        return (await seeded.app.inject({ url: `/api/blogs/${id}` })).json().blog.content_html;
      };
      expect(await read(kept.title)).toBe('<p>As built.</p>');
      expect(await read(other.title)).toContain('<h2');
    } finally {
      await seeded.close();
    }
  });

  it('cover every demo article, each stored as the current renderer made it', async () => {
    const seeded = await seededWith(await renderDemoArticlesHtml());
    try {
      const rows = await seeded.app.db
        .select({ version: blogs.contentHtmlVersion, html: blogs.contentHtml })
        .from(blogs);
      expect(rows).toHaveLength(DEMO_ARTICLES.length);
      for (const row of rows) {
        expect(row.version).toBe(ARTICLE_HTML_VERSION);
        expect(row.html).toContain('<p>');
      }
    } finally {
      await seeded.close();
    }
  });

  it('are not used when another renderer wrote them, or when there are none', () => {
    const current = { version: ARTICLE_HTML_VERSION, html: { [markdownKey('x')]: '<p>x</p>' } };
    expect(readDemoArticlesHtml(written(current))).toEqual(current);
    expect(readDemoArticlesHtml(written({ ...current, version: ARTICLE_HTML_VERSION - 1 }))).toBe(
      undefined,
    );
    expect(readDemoArticlesHtml(written(null))).toBeUndefined();
    expect(readDemoArticlesHtml(written({ version: ARTICLE_HTML_VERSION }))).toBeUndefined();
    expect(readDemoArticlesHtml(new URL('file:///nowhere/demo.json'))).toBeUndefined();
  });
});
