import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, categories } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import { buildTestApp, insertDraft, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '0' });
  await seedDemoContent(t.app.db, {});
});
afterAll(() => t.close());

/** What the archive really holds, counted the slow way. */
async function counted() {
  const rows = await t.app.db
    .select({
      slug: categories.slug,
      published: sql<number>`count(${blogs.id}) FILTER (WHERE ${blogs.isPublished})::int`,
      premium: sql<number>`count(${blogs.id}) FILTER (WHERE ${blogs.isPublished} AND ${blogs.isPremium})::int`,
    })
    .from(categories)
    .leftJoin(blogs, eq(blogs.categoryId, categories.id))
    .groupBy(categories.slug);
  return new Map(rows.map((row) => [row.slug, row]));
}

/** Every figure the API shows must match the slow count. */
async function expectFiguresToMatch() {
  const truth = await counted();
  const sum = (key: 'published' | 'premium') =>
    [...truth.values()].reduce((total, row) => total + row[key], 0);

  const perCategory = (await t.app.inject({ url: '/api/categories/stats' })).json();
  for (const category of perCategory as { slug: string; blog_count: number }[]) {
    expect(category.blog_count, category.slug).toBe(truth.get(category.slug)?.published);
    const list = (
      await t.app.inject({ url: `/api/blogs?category=${category.slug}&limit=1` })
    ).json();
    expect(list.pagination.total, category.slug).toBe(category.blog_count);
  }
  const stats = (await t.app.inject({ url: '/api/blogs/stats' })).json();
  expect(stats).toMatchObject({ totalBlogs: sum('published'), premiumBlogs: sum('premium') });
  const all = (await t.app.inject({ url: '/api/blogs?limit=1' })).json();
  expect(all.pagination).toMatchObject({ total: sum('published'), hasMore: true });
}

describe('article counts kept by the database', () => {
  it('match the archive after articles are added, published, moved, made premium and deleted', async () => {
    await expectFiguresToMatch();

    const draft = await insertDraft(t.app, 'Counting drafts');
    await expectFiguresToMatch();

    await t.app.db.update(blogs).set({ isPublished: true }).where(eq(blogs.id, draft));
    await expectFiguresToMatch();

    const [other] = await t.app.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        sql`${categories.id} <> (SELECT ${blogs.categoryId} FROM ${blogs} WHERE ${blogs.id} = ${draft})`,
      )
      .limit(1);
    await t.app.db
      .update(blogs)
      .set({ categoryId: other?.id, isPremium: true })
      .where(eq(blogs.id, draft));
    await expectFiguresToMatch();

    // An edit of what the counts do not look at leaves them alone.
    await t.app.db.update(blogs).set({ title: 'Renamed draft' }).where(eq(blogs.id, draft));
    await expectFiguresToMatch();

    await t.app.db.delete(blogs).where(eq(blogs.id, draft));
    await expectFiguresToMatch();
  });

  it('count a page past the end of a list from the kept counts as well', async () => {
    const past = (await t.app.inject({ url: '/api/blogs?limit=9&page=500' })).json();
    const stats = (await t.app.inject({ url: '/api/blogs/stats' })).json();
    expect(past).toMatchObject({
      blogs: [],
      pagination: { page: 500, total: stats.totalBlogs, hasMore: false },
    });
  });
});
