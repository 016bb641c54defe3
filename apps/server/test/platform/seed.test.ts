import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { users } from '../../src/db/schema/index';
import { blogs, categories, mindmaps } from '../../src/db/schema/index';
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
