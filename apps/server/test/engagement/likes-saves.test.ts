import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogLikes, blogs } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import {
  bearer,
  buildTestApp,
  insertArticle,
  registerUser,
  type RegisteredUser,
  type TestApp,
} from '../helper';

let t: TestApp;
let reader: RegisteredUser;
let freeId = 0;
let premiumId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.app.db, {});
  reader = await registerUser(t.app);
  const rows = await t.app.db.select({ id: blogs.id, isPremium: blogs.isPremium }).from(blogs);
  freeId = rows.find((row) => !row.isPremium)?.id ?? 0;
  premiumId = rows.find((row) => row.isPremium)?.id ?? 0;
});
afterAll(() => t.close());

const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
const likesInTable = async (blogId: number) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(blogLikes)
      .where(eq(blogLikes.blogId, blogId))
  )[0]?.n;
/** The article's like count as the site shows it. */
const likesCountOf = async (blogId: number): Promise<number> =>
  (await t.app.inject({ url: `/api/blogs/${blogId}/likes` })).json().likesCount;

describe('likes', () => {
  it('asks visitors to log in, with the spec message', async () => {
    const response = await post(`/api/blogs/${freeId}/like`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please login to like posts');
  });

  it('toggles on and off and reports the count', async () => {
    expect((await post(`/api/blogs/${freeId}/like`, reader.token)).json()).toEqual({
      liked: true,
      likesCount: 1,
    });
    const status = await t.app.inject({
      url: `/api/blogs/${freeId}/likes`,
      headers: bearer(reader.token),
    });
    expect(status.json()).toMatchObject({ isLiked: true, likesCount: 1 });
    expect((await post(`/api/blogs/${freeId}/like`, reader.token)).json()).toEqual({
      liked: false,
      likesCount: 0,
    });
  });

  it('stays consistent under 100 parallel toggles by many users', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => registerUser(t.app)));
    const toggles = Array.from({ length: 100 }, (_, i) =>
      post(`/api/blogs/${premiumId}/like`, users[i % 10]?.token),
    );
    const responses = await Promise.all(toggles);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    // Ten toggles each: every user ends where they started.
    expect(await likesInTable(premiumId)).toBe(0);
    expect(await likesCountOf(premiumId)).toBe(0);

    const once = await Promise.all(
      users.map((user) => post(`/api/blogs/${premiumId}/like`, user.token)),
    );
    expect(once.map((response) => response.json().liked)).toEqual(Array(10).fill(true));
    expect(await likesInTable(premiumId)).toBe(10);
    expect(await likesCountOf(premiumId)).toBe(10);
  });

  it('counts every like and unlike when 30 readers toggle one article at once', async () => {
    const article = await insertArticle(t.app, 'Liked by a crowd');
    const crowd = await Promise.all(Array.from({ length: 30 }, () => registerUser(t.app)));
    const toggleAll = () =>
      Promise.all(crowd.map((user) => post(`/api/blogs/${article}/like`, user.token)));
    const counts = (answers: { likesCount: number }[]) =>
      answers.map((answer) => answer.likesCount);

    const liked = (await toggleAll()).map((response) => response.json());
    expect(liked.every((answer) => answer.liked)).toBe(true);
    // Each like's answer counts it (likes committing beside it may not be counted yet).
    expect(counts(liked).every((n) => n >= 1 && n <= 30)).toBe(true);
    expect(await likesInTable(article)).toBe(30);
    expect(await likesCountOf(article)).toBe(30);

    const unliked = (await toggleAll()).map((response) => response.json());
    expect(unliked.every((answer) => !answer.liked)).toBe(true);
    expect(counts(unliked).every((n) => n >= 0 && n <= 29)).toBe(true);
    expect(await likesInTable(article)).toBe(0);
    expect(await likesCountOf(article)).toBe(0);
  });

  it('answers an unknown article with 404', async () => {
    expect((await post('/api/blogs/999999/like', reader.token)).statusCode).toBe(404);
  });
});

describe('saves and the saved list', () => {
  it('asks visitors to log in, with the spec message', async () => {
    expect((await post(`/api/blogs/${freeId}/save`)).json().message).toBe(
      'Please login to save posts',
    );
  });

  it('toggles, shows the flags on the article, and lists saves with counts', async () => {
    const user = await registerUser(t.app);
    expect((await post(`/api/blogs/${freeId}/save`, user.token)).json()).toEqual({ saved: true });
    expect((await post(`/api/blogs/${premiumId}/save`, user.token)).json()).toEqual({
      saved: true,
    });
    await post(`/api/blogs/${freeId}/like`, user.token);

    const detail = await t.app.inject({ url: `/api/blogs/${freeId}`, headers: bearer(user.token) });
    expect(detail.json().blog).toMatchObject({ isLiked: true, isSaved: true });
    const anonymous = await t.app.inject({ url: `/api/blogs/${freeId}` });
    expect(anonymous.json().blog.isLiked).toBeUndefined();

    const saved = (
      await t.app.inject({ url: '/api/blogs/saved', headers: bearer(user.token) })
    ).json();
    expect(saved).toMatchObject({ totalCount: 2, premiumCount: 1, likesCount: 1 });
    expect(saved.blogs[0].id).toBe(premiumId);
    expect(saved.blogs[0]).toMatchObject({
      locked: true,
      content: null,
      saved_at: expect.any(String),
    });

    expect((await post(`/api/blogs/${freeId}/save`, user.token)).json()).toEqual({ saved: false });
    expect(
      (await t.app.inject({ url: '/api/blogs/saved', headers: bearer(user.token) })).json()
        .totalCount,
    ).toBe(1);
  });

  it('shows each reader their own like and save when many read at the same moment', async () => {
    const readers = await Promise.all(Array.from({ length: 6 }, () => registerUser(t.app)));
    const articles = (
      await t.app.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.isPremium, false))
    )
      .map((row) => row.id)
      .slice(0, 3);
    // Reader i likes article i % 3 and saves article (i + 1) % 3.
    await Promise.all(
      readers.flatMap((reader, i) => [
        post(`/api/blogs/${articles[i % 3]}/like`, reader.token),
        post(`/api/blogs/${articles[(i + 1) % 3]}/save`, reader.token),
      ]),
    );
    const counts = await Promise.all(articles.map(likesCountOf));
    const views = readers.flatMap((reader, i) =>
      articles.map((id, j) => ({
        id,
        token: reader.token,
        liked: i % 3 === j,
        saved: (i + 1) % 3 === j,
        likes: counts[j],
      })),
    );
    const answers = await Promise.all(
      views.map(({ id, token }) =>
        t.app.inject({ url: `/api/blogs/${id}`, headers: bearer(token) }),
      ),
    );
    expect(answers.map((answer) => answer.json().blog)).toEqual(
      views.map(({ id, liked, saved, likes }) =>
        expect.objectContaining({ id, isLiked: liked, isSaved: saved, likes_count: likes }),
      ),
    );
  });

  it('needs a login for the saved list', async () => {
    expect((await t.app.inject({ url: '/api/blogs/saved' })).statusCode).toBe(401);
  });
});

describe('GET /api/blogs/stats', () => {
  it('counts published articles, premium ones and accounts', async () => {
    const stats = (await t.app.inject({ url: '/api/blogs/stats' })).json();
    const published = await t.app.db
      .select({ isPremium: blogs.isPremium })
      .from(blogs)
      .where(eq(blogs.isPublished, true));
    expect(stats.totalBlogs).toBe(published.length);
    expect(stats.premiumBlogs).toBe(published.filter((row) => row.isPremium).length);
    expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
  });
});
