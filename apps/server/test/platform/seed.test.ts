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
import { readDemoArticlesHtml } from '../../src/seed/demo-articles-html';
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
  const folder = mkdtempSync(join(tmpdir(), 'codegrow-demo-html-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let files = 0;
  const written = (contents: object) => {
    const file = join(folder, `demo-${(files += 1)}.json`);
    writeFileSync(file, JSON.stringify(contents));
    return pathToFileURL(file);
  };

  it('are stored with their articles and served as they are, the rest rendered on first read', async () => {
    const seededApp = await buildTestApp();
    try {
      await seedDemoContent(seededApp.app.db, {}, () =>
        readDemoArticlesHtml(
          written({ version: ARTICLE_HTML_VERSION, html: { [kept.title]: '<p>As built.</p>' } }),
        ),
      );
      const { blogs: list } = (await seededApp.app.inject({ url: '/api/blogs?limit=50' })).json();
      const idOf = (title: string) =>
        list.find((article: { title: string }) => article.title === title).id;
      const read = async (title: string) =>
        (await seededApp.app.inject({ url: `/api/blogs/${idOf(title)}` })).json().blog.content_html;

      expect(await read(kept.title)).toBe('<p>As built.</p>');
      expect(await read(other.title)).toContain('<h2');
    } finally {
      await seededApp.close();
    }
  });

  it('are not used when another version of the renderer made them, or when none were written', () => {
    expect(
      readDemoArticlesHtml(written({ version: ARTICLE_HTML_VERSION - 1, html: {} })),
    ).toBeUndefined();
    expect(readDemoArticlesHtml(new URL('file:///nowhere/demo.json'))).toBeUndefined();
    const current = { version: ARTICLE_HTML_VERSION, html: { [kept.title]: '<p>x</p>' } };
    expect(readDemoArticlesHtml(written(current))).toEqual(current);
  });
});
