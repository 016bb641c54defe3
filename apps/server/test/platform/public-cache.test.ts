import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, users } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import { bearer, buildTestApp, registerUser, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
  await seedDemoContent(t.app.db, {});
});
afterAll(() => t.close());

describe('anonymous read cache', () => {
  it('answers a repeated anonymous read from memory with the same body', async () => {
    const first = await t.app.inject({ url: '/api/blogs?limit=3' });
    const second = await t.app.inject({ url: '/api/blogs?limit=3' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.body).toBe(first.body);
  });

  it('never serves a cached anonymous answer to a signed-in reader', async () => {
    const [premium] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true)).limit(1);
    const url = `/api/blogs/${premium?.id}`;
    await t.app.inject({ url });
    expect((await t.app.inject({ url })).json().blog.locked).toBe(true);

    const { user, token } = await registerUser(t.app);
    await t.app.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, user.id));
    const subscriber = await t.app.inject({ url, headers: bearer(token) });
    expect(subscriber.headers['x-cache']).toBeUndefined();
    expect(subscriber.json().blog).toMatchObject({ locked: false, content: expect.any(String) });
  });

  it('forgets everything when content changes', async () => {
    await t.app.inject({ url: '/api/categories' });
    t.app.publicCache.clear();
    expect((await t.app.inject({ url: '/api/categories' })).headers['x-cache']).toBe('MISS');
  });

  it('does not keep error answers', async () => {
    await t.app.inject({ url: '/api/blogs/999999' });
    const again = await t.app.inject({ url: '/api/blogs/999999' });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
