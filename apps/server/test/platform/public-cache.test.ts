import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, users } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import {
  bearer,
  buildTestApp,
  requestOverHttp,
  insertDraft,
  registerUser,
  type TestApp,
} from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
  await seedDemoContent(t.app.db, {});
});
afterAll(() => t.close());

/** A free reader and an active subscriber, each signed in. */
async function readerAndSubscriber() {
  const reader = await registerUser(t.app);
  const subscriber = await registerUser(t.app);
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active' })
    .where(eq(users.id, subscriber.user.id));
  return { reader, subscriber };
}

describe('anonymous read cache', () => {
  it('answers a repeated anonymous read from memory with the same body', async () => {
    const first = await t.app.inject({ url: '/api/blogs?limit=3' });
    const second = await t.app.inject({ url: '/api/blogs?limit=3' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.body).toBe(first.body);
  });

  it('works out an answer once for requests that miss it at the same moment', async () => {
    t.app.publicCache.clear();
    const url = '/api/blogs?limit=7';
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url })));
    expect(answers.map((answer) => answer.headers['x-cache']).sort()).toEqual([
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'MISS',
    ]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('answers a repeat compressed as the client accepts, the same body once decoded', async () => {
    const url = '/api/blogs?limit=9';
    const plain = (await t.app.inject({ url })).body;
    const asked = (encoding: string) =>
      t.app.inject({ url, headers: { 'accept-encoding': encoding } });
    const [brotli, gzip, refused] = await Promise.all([
      asked('gzip, deflate, br'),
      asked('gzip'),
      asked('br;q=0, gzip;q=0'),
    ]);
    expect(brotli.headers).toMatchObject({ 'x-cache': 'HIT', 'content-encoding': 'br' });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain);
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
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

  it('keeps a signed-in list per what premium opens, and forgets it when content changes', async () => {
    const url = '/api/blogs?limit=50';
    const { reader, subscriber } = await readerAndSubscriber();
    const lockedFor = async (token: string) => {
      const { blogs: list } = (await t.app.inject({ url, headers: bearer(token) })).json();
      return list.filter((blog: { locked: boolean }) => blog.locked).length;
    };
    expect(await lockedFor(reader.token)).toBeGreaterThan(0);
    expect(await lockedFor(subscriber.token)).toBe(0);

    const id = await insertDraft(t.app, 'Published behind the cache');
    await t.app.db.update(blogs).set({ isPublished: true }).where(eq(blogs.id, id));
    const titles = async () =>
      (await t.app.inject({ url, headers: bearer(reader.token) }))
        .json()
        .blogs.map((blog: { title: string }) => blog.title);
    expect(await titles()).not.toContain('Published behind the cache');
    // Content writes clear it (here directly, as the admin routes do).
    t.app.publicCache.clear();
    expect(await titles()).toContain('Published behind the cache');
  });

  it("keeps a signed-in article per kind of reader, with each reader's like and the count fresh", async () => {
    const id = await insertDraft(t.app, 'Premium behind the cache');
    await t.app.db
      .update(blogs)
      .set({ isPublished: true, isPremium: true })
      .where(eq(blogs.id, id));
    const url = `/api/blogs/${id}`;
    const { reader, subscriber } = await readerAndSubscriber();
    const view = async (token: string) =>
      (await t.app.inject({ url, headers: bearer(token) })).json().blog;
    expect(await view(reader.token)).toMatchObject({ locked: true, content: null, isLiked: false });
    const before = await view(subscriber.token);
    expect(before).toMatchObject({ locked: false, content: expect.any(String), isLiked: false });

    const liked = await t.app.inject({
      method: 'POST',
      url: `${url}/like`,
      headers: bearer(subscriber.token),
    });
    expect(liked.statusCode).toBe(200);
    expect(await view(subscriber.token)).toMatchObject({
      isLiked: true,
      likes_count: before.likes_count + 1,
    });
    expect(await view(reader.token)).toMatchObject({
      locked: true,
      isLiked: false,
      likes_count: before.likes_count + 1,
    });

    // Content writes clear it (here directly, as the admin routes do).
    await t.app.db.update(blogs).set({ isPremium: false }).where(eq(blogs.id, id));
    t.app.publicCache.clear();
    expect(await view(reader.token)).toMatchObject({ locked: false, content: expect.any(String) });
  });

  it("sends a reader's repeated article from memory, compressed as asked, with their save", async () => {
    const [free] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, false)).limit(1);
    const url = `/api/blogs/${free?.id}`;
    const { reader } = await readerAndSubscriber();
    const read = () =>
      t.app.inject({ url, headers: { ...bearer(reader.token), 'accept-encoding': 'br' } });
    const decoded = (response: Awaited<ReturnType<typeof read>>) =>
      JSON.parse(
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : response.body,
      );
    const first = await read();
    const [second, third] = [await read(), await read()];
    for (const response of [second, third]) {
      expect(response.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'private, no-store',
      });
      expect(decoded(response)).toEqual(decoded(first));
    }
    expect(decoded(first).blog).toMatchObject({ isSaved: false, content: expect.any(String) });

    await t.app.inject({ method: 'POST', url: `${url}/save`, headers: bearer(reader.token) });
    expect(decoded(await read()).blog).toMatchObject({ isSaved: true, isLiked: false });
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

describe('HTTP caching headers', () => {
  const varyNames = (header: unknown) =>
    String(header)
      .split(',')
      .map((name) => name.trim().toLowerCase());

  it('marks anything answered to a token private and unstorable, premium bodies included', async () => {
    const [premium] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true)).limit(1);
    const { user, token } = await registerUser(t.app);
    await t.app.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, user.id));
    for (const url of [`/api/blogs/${premium?.id}`, '/api/blogs', '/api/auth/profile']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(varyNames(response.headers.vary)).toContain('authorization');
      expect(response.headers.etag).toBeUndefined();
    }
    const body = (
      await t.app.inject({ url: `/api/blogs/${premium?.id}`, headers: bearer(token) })
    ).json().blog;
    expect(body.content).toEqual(expect.any(String));
  });

  it('lets browsers and CDNs keep anonymous reads as long as the server does, varying on the token', async () => {
    t.app.publicCache.clear();
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    expect(varyNames(response.headers.vary)).toContain('authorization');
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('gives a hit the caching headers of the answer it was kept from', async () => {
    t.app.publicCache.clear();
    const url = '/api/blogs?limit=4';
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const hit = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const name of ['cache-control', 'etag', 'content-type', 'content-security-policy'])
      expect(hit.headers[name], name).toBe(first.headers[name]);
    expect(varyNames(hit.headers.vary).sort()).toEqual(varyNames(first.headers.vary).sort());
  });

  it('answers a repeat visit with 304 and no body, from memory and fresh alike', async () => {
    const url = '/api/blogs?limit=2';
    t.app.publicCache.clear();
    const first = await t.app.inject({ url });
    const etag = String(first.headers.etag);
    const hit = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    expect(hit.headers.etag).toBe(etag);
    expect(hit.headers['cache-control']).toMatch(/^public/);

    t.app.publicCache.clear();
    const fresh = await t.app.inject({ url, headers: { 'if-none-match': `"other", ${etag}` } });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');

    const changed = await t.app.inject({ url, headers: { 'if-none-match': 'W/"stale"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().blogs).toHaveLength(2);
  });

  it('lets nothing else be stored: writes, errors and reads that are not public', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/visitors/visit', payload: {} }),
      await t.app.inject({ url: '/api/blogs/999999' }),
      await t.app.inject({ url: '/api/auth/profile' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
    }
  });
});

describe('kept answers over the network', () => {
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  const ask = (url: string, headers: Record<string, string> = {}, method?: 'GET' | 'HEAD') =>
    requestOverHttp(`${base}${url}`, headers, method);
  const SAME_HEADERS = [
    'content-type',
    'cache-control',
    'etag',
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];

  it('sends a repeat with every header of the answer it was kept from, compressed, with its length', async () => {
    t.app.publicCache.clear();
    for (const url of ['/api/blogs?limit=5', '/rss.xml']) {
      const first = await ask(url, { 'accept-encoding': 'br' });
      // The first hit to ask for brotli has it made; the next are sent as they come.
      await ask(url, { 'accept-encoding': 'br' });
      const hit = await ask(url, { 'accept-encoding': 'br' });
      expect([first.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      for (const name of [...SAME_HEADERS, 'x-frame-options'])
        expect(hit.headers[name], `${url} ${name}`).toBe(first.headers[name]);
      expect(hit.headers['content-encoding']).toBe('br');
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
      expect(brotliDecompressSync(hit.body)).toEqual(brotliDecompressSync(first.body));
    }
  });

  it('answers HEAD from the kept answer: its headers and length, no body', async () => {
    for (const url of ['/api/blogs?limit=4', '/rss.xml']) {
      await ask(url, { 'accept-encoding': 'br' });
      const hit = await ask(url, { 'accept-encoding': 'br' });
      const head = await ask(url, { 'accept-encoding': 'br' }, 'HEAD');
      expect([head.status, head.headers['x-cache']], url).toEqual([200, 'HIT']);
      expect(head.body).toHaveLength(0);
      for (const name of [...SAME_HEADERS, 'content-encoding', 'content-length'])
        expect(head.headers[name], `${url} ${name}`).toBe(hit.headers[name]);
    }
    // The same past the door (inject): from the kept answer too.
    const injected = await t.app.inject({ method: 'HEAD', url: '/api/blogs?limit=4' });
    expect([injected.statusCode, injected.headers['x-cache']]).toEqual([200, 'HIT']);
  });

  it('keeps nothing for a HEAD that finds nothing kept', async () => {
    const url = '/api/blogs?limit=3';
    t.app.publicCache.clear();
    expect((await ask(url, {}, 'HEAD')).status).toBe(200);
    const first = await ask(url);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(first.body.toString()).blogs).toHaveLength(3);
  });

  it('answers a repeat visit with 304 and no body', async () => {
    const url = '/api/blogs?limit=6';
    const first = await ask(url);
    const again = await ask(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('never gives a kept answer to a request carrying a token', async () => {
    const { token } = await readerAndSubscriber().then(({ subscriber }) => subscriber);
    const url = '/api/blogs?limit=8';
    await ask(url);
    expect((await ask(url)).headers['x-cache']).toBe('HIT');
    const signedIn = await ask(url, bearer(token));
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('sends what an admin changed at once, not the answer kept before', async () => {
    const { user, token } = await registerUser(t.app);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    await ask('/api/categories');
    expect((await ask('/api/categories')).headers['x-cache']).toBe('HIT');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(token),
      payload: { name: 'Kept Answers' },
    });
    expect(created.statusCode).toBe(201);
    const names = JSON.parse((await ask('/api/categories')).body.toString()).map(
      (category: { name: string }) => category.name,
    );
    expect(names).toContain('Kept Answers');
  });
});
