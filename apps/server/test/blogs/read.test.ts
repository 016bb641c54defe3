import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, users } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import { bearer, buildTestApp, insertDraft, registerUser, type TestApp } from '../helper';

let t: TestApp;
const tokens: Record<'free' | 'expired' | 'active' | 'admin', string> = {
  free: '',
  expired: '',
  active: '',
  admin: '',
};
let premiumId = 0;
let draftId = 0;
const SECRET_WORD = 'zanzibarquokka';

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.app.db, { admin: 'admin-pass', reader: 'reader-pass' });
  for (const kind of ['free', 'expired', 'active', 'admin'] as const) {
    const { user, token } = await registerUser(t.app);
    tokens[kind] = token;
    const patch =
      kind === 'admin'
        ? { role: 'admin' as const }
        : { subscriptionStatus: kind === 'active' ? ('active' as const) : kind };
    await t.app.db.update(users).set(patch).where(eq(users.id, user.id));
  }
  const [premium] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true)).limit(1);
  premiumId = premium?.id ?? 0;
  await t.app.db
    .update(blogs)
    .set({ content: `${premium?.content} ${SECRET_WORD}` })
    .where(eq(blogs.id, premiumId));
  draftId = await insertDraft(t.app, 'Unfinished draft');
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

describe('GET /api/blogs', () => {
  it('pages newest first, 9 by default, with the total and whether more follow', async () => {
    const first = (await get('/api/blogs')).json();
    expect(first.blogs).toHaveLength(9);
    expect(first.pagination).toEqual({ page: 1, limit: 9, total: 20, hasMore: true });
    const dates = first.blogs.map((blog: { created_at: string }) => blog.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = (await get('/api/blogs?page=3')).json();
    expect(last.blogs).toHaveLength(2);
    expect(last.pagination).toEqual({ page: 3, limit: 9, total: 20, hasMore: false });
    const beyond = (await get('/api/blogs?page=9')).json();
    expect(beyond).toEqual({
      blogs: [],
      pagination: { page: 9, limit: 9, total: 20, hasMore: false },
    });
  });

  it('never carries article bodies, and marks premium ones locked for visitors', async () => {
    const { blogs: list } = (await get('/api/blogs?limit=50')).json();
    expect(list.every((blog: { content: unknown }) => blog.content === null)).toBe(true);
    expect(list.every((blog: { content_html: unknown }) => blog.content_html === null)).toBe(true);
    const premium = list.filter((blog: { is_premium: boolean }) => blog.is_premium);
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((blog: { locked: boolean }) => blog.locked)).toBe(true);
    expect(list.find((blog: { id: number }) => blog.id === draftId)).toBeUndefined();
  });

  it('filters by category slug or id', async () => {
    const bySlug = (await get('/api/blogs?category=databases&limit=50')).json();
    expect(bySlug.blogs.length).toBeGreaterThan(0);
    expect(
      bySlug.blogs.every((blog: { category_slug: string }) => blog.category_slug === 'databases'),
    ).toBe(true);
    const byId = (await get(`/api/blogs?category=${bySlug.blogs[0].category_id}&limit=50`)).json();
    expect(byId.pagination.total).toBe(bySlug.pagination.total);
  });

  it('refuses a bad page size with a message naming the field', async () => {
    const response = await get('/api/blogs?limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ field: 'limit', msg: 'limit must be at most 50' });
    expect((await get('/api/blogs?page=abc')).statusCode).toBe(400);
  });

  it('finds words from their beginnings, as a reader types them', async () => {
    const titles = async (search: string) =>
      (await get(`/api/blogs?search=${search}`))
        .json()
        .blogs.map((b: { title: string }) => b.title);
    expect(await titles('postgres')).toContain('Transactions and Isolation Levels in PostgreSQL');
    expect((await titles('clos'))[0]).toBe('JavaScript Closures Explained with Real Examples');
    expect(await titles('javascr%20clos')).toContain(
      'JavaScript Closures Explained with Real Examples',
    );
    // Words only: what would be query syntax is not read as such.
    expect((await get(`/api/blogs?search=${encodeURIComponent("clos:* | !'")}`)).statusCode).toBe(
      200,
    );
    expect(await titles(encodeURIComponent('!&|'))).toEqual([]);
  });

  it('shows where the words were found, in bodies the reader may read and nowhere else', async () => {
    const closures = (await get('/api/blogs?search=closure%20scope')).json().blogs[0];
    expect(closures.snippet.toLowerCase()).toMatch(/closure/);
    expect(closures.snippet).not.toMatch(/[#*`]/);
    const subscriber = (await get(`/api/blogs?search=${SECRET_WORD}`, tokens.active)).json();
    expect(subscriber.blogs[0].snippet).toContain(SECRET_WORD);
    // A free reader finds the premium article by its title, without a passage of its body.
    const { blog: premium } = (await get(`/api/blogs/${premiumId}`)).json();
    const byTitle = (
      await get(`/api/blogs?search=${encodeURIComponent(premium.title)}`, tokens.free)
    )
      .json()
      .blogs.find((blog: { id: number }) => blog.id === premiumId);
    expect(byTitle).toMatchObject({ locked: true, snippet: null });
    // Plain lists carry no passage at all.
    expect((await get('/api/blogs')).json().blogs[0]).not.toHaveProperty('snippet');
  });

  it('forgives a typo in a title or tag word when nothing matches as typed', async () => {
    const titles = async (search: string, token?: string) =>
      (await get(`/api/blogs?search=${search}`, token))
        .json()
        .blogs.map((b: { title: string }) => b.title);
    expect((await titles('closre'))[0]).toBe('JavaScript Closures Explained with Real Examples');
    expect(await titles('isolaton')).toContain('Transactions and Isolation Levels in PostgreSQL');
    // Bodies are never searched for typos, so a premium body stays unsearchable to visitors.
    const typo = `${SECRET_WORD.slice(0, -1)}x`;
    expect(await titles(typo)).toEqual([]);
    expect(await titles(typo, tokens.free)).toEqual([]);
  });

  it('searches titles for everyone but premium bodies only for those who may read them', async () => {
    const byTitle = (await get('/api/blogs?search=closures')).json();
    expect(byTitle.blogs[0].title).toMatch(/Closures/);
    expect((await get(`/api/blogs?search=${SECRET_WORD}`)).json().pagination.total).toBe(0);
    expect(
      (await get(`/api/blogs?search=${SECRET_WORD}`, tokens.free)).json().pagination.total,
    ).toBe(0);
    const subscriber = (await get(`/api/blogs?search=${SECRET_WORD}`, tokens.active)).json();
    expect(subscriber.blogs.map((blog: { id: number }) => blog.id)).toEqual([premiumId]);
    expect(subscriber.blogs[0].content).toBeNull();
  });
});

describe('GET /api/blogs/:id', () => {
  it.each(['anonymous', 'free', 'expired'] as const)(
    'locks a premium article for %s',
    async (kind) => {
      const response = await get(
        `/api/blogs/${premiumId}`,
        kind === 'anonymous' ? undefined : tokens[kind],
      );
      expect(response.statusCode).toBe(200);
      const { blog } = response.json();
      expect(blog).toMatchObject({
        locked: true,
        content: null,
        content_html: null,
        is_premium: true,
      });
      expect(blog.excerpt.length).toBeGreaterThan(10);
      expect(response.body).not.toContain(SECRET_WORD);
    },
  );

  it.each(['active', 'admin'] as const)('opens a premium article to %s', async (kind) => {
    const { blog } = (await get(`/api/blogs/${premiumId}`, tokens[kind])).json();
    expect(blog.locked).toBe(false);
    expect(blog.content).toContain(SECRET_WORD);
    expect(blog.content_html).toContain(SECRET_WORD);
    expect(blog.reading_time).toBeGreaterThan(0);
  });

  it('returns a free article with its mind map to anyone', async () => {
    const { blogs: list } = (await get('/api/blogs?search=joins')).json();
    const { blog } = (await get(`/api/blogs/${list[0].id}`)).json();
    expect(blog.content).toContain('```sql');
    // The body readers see arrives rendered: highlighted, with ids on its headings.
    expect(blog.content_html).toContain('<code class="hljs language-sql">');
    expect(blog.content_html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(blog.mindmap_data).toMatchObject({ data: { nodes: expect.any(Array) } });
  });

  it('hides drafts from everyone but admins', async () => {
    expect((await get(`/api/blogs/${draftId}`)).statusCode).toBe(404);
    expect((await get(`/api/blogs/${draftId}`, tokens.active)).json()).toEqual({
      message: 'Blog not found',
    });
    expect((await get(`/api/blogs/${draftId}`, tokens.admin)).json().blog.is_published).toBe(false);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await get('/api/blogs/999999')).statusCode).toBe(404);
    expect((await get('/api/blogs/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/categories', () => {
  it('lists categories with counts of published articles', async () => {
    const list = (await get('/api/categories/stats')).json();
    expect(list.length).toBeGreaterThanOrEqual(5);
    const total = list.reduce(
      (sum: number, category: { blog_count: number }) => sum + category.blog_count,
      0,
    );
    expect(total).toBe(20);
    const one = (await get(`/api/categories/${list[0].id}`)).json();
    expect(one.category.name).toBe(list[0].name);
  });

  it('lists one category’s published articles, paged', async () => {
    const [category] = (await get('/api/categories/stats')).json();
    const page = (await get(`/api/categories/${category.id}/blogs?limit=2`)).json();
    expect(page.pagination).toMatchObject({ limit: 2, total: category.blog_count });
    expect(
      page.blogs.every((blog: { category_id: number }) => blog.category_id === category.id),
    ).toBe(true);
    expect((await get('/api/categories/999999/blogs')).statusCode).toBe(404);
  });
});
