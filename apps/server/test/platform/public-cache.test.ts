import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@codegrow/shared/constants/site';
import { blogs, users } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import {
  bearer,
  buildTestApp,
  registerUser,
  requestOverHttp,
  type RegisteredUser,
  type TestApp,
} from '../helper';

let t: TestApp;
let subscriber: RegisteredUser;
let freeId = 0;
let premiumId = 0;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
  await seedDemoContent(t.app.db, {});
  subscriber = await registerUser(t.app);
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active' })
    .where(eq(users.id, subscriber.user.id));
  const rows = await t.app.db.select({ id: blogs.id, isPremium: blogs.isPremium }).from(blogs);
  freeId = rows.find((row) => !row.isPremium)?.id ?? 0;
  premiumId = rows.find((row) => row.isPremium)?.id ?? 0;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const names = (header: unknown) =>
  String(header ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((name) => name.toLowerCase());

async function admin() {
  const account = await registerUser(t.app);
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  return account;
}

describe('anonymous read cache', () => {
  it('answers a repeated anonymous read from memory with the same body, HEAD too', async () => {
    const first = await get('/api/blogs?limit=3');
    const second = await get('/api/blogs?limit=3');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/blogs?limit=3' });
    expect([head.statusCode, head.headers['x-cache'], head.body]).toEqual([200, 'HIT', '']);
  });

  it('sends a hit through the whole request lifecycle: security headers, compression', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${base}/rss.xml`;
    const first = await requestOverHttp(url, { 'accept-encoding': 'gzip' });
    const hit = await requestOverHttp(url, { 'accept-encoding': 'gzip' });
    expect([first.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options'])
      expect(hit.headers[name], name).toBe(first.headers[name]);
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toBe('accept-encoding, accept-language, authorization, cookie');
  });

  it('works out a burst of first requests for one address once; the rest get the kept copy', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => get('/categories/databases/atom.xml')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const misses = answers.filter((answer) => answer.headers['x-cache'] === 'MISS');
    expect(misses).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('lets those waiting work out an answer that was not kept themselves', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => get('/api/blogs/99999')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
  });

  it('sends what an admin changed at once, not the answer kept before', async () => {
    const { token } = await admin();
    await get('/api/categories');
    expect((await get('/api/categories')).headers['x-cache']).toBe('HIT');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(token),
      payload: { name: 'Kept Answers' },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/api/categories');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().map((category: { name: string }) => category.name)).toContain(
      'Kept Answers',
    );
  });

  it('keeps no error answers', async () => {
    await get('/api/blogs/999999');
    const again = await get('/api/blogs/999999');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-store');
  });
});

describe('query strings the route does not read', () => {
  it('answers them, but keeps nothing for them: random query strings do not grow the cache', async () => {
    await get('/api/categories');
    await get('/api/blogs?limit=2');
    const before = t.app.publicCache.stats();
    for (let i = 0; i < 100; i += 1) {
      const noise = randomBytes(6).toString('hex');
      const answers = await Promise.all([
        get(`/api/categories?${noise}=1`),
        get(`/api/blogs?limit=2&${noise}=${noise}`),
        get(`/api/blogs/${freeId}?utm_source=${noise}`),
        get(`/rss.xml?v=${noise}`),
      ]);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
    }
    expect(t.app.publicCache.stats()).toEqual(before);
  });

  it('keeps one answer for each query made of keys the route reads', async () => {
    const url = '/api/blogs?limit=4&search=kept';
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
  });
});

describe('what browsers, proxies and CDNs are told', () => {
  it('lets shared caches keep a public answer, revalidate it and fall back on it', async () => {
    const answer = await get('/api/categories');
    expect(answer.headers['cache-control']).toBe(
      'public, max-age=10, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
    );
    // Cookie too: a browser never shows its visitor's copy once signed in. Accept-Language: a
    // page's plain address sends a Bangla reader to its /bn one, and the API's messages follow it.
    expect(names(answer.headers.vary).sort()).toEqual([
      'accept-encoding',
      'accept-language',
      'authorization',
      'cookie',
    ]);
    expect(answer.headers.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('names what an answer shows: an article and its category, a list, a feed', async () => {
    const article = await get(`/api/blogs/${freeId}`);
    const categoryId = article.json().blog.category_id;
    const articleKeys = ['site', `article-${freeId}`, `category-${categoryId}`];
    expect(names(article.headers['surrogate-key']).sort()).toEqual(articleKeys.sort());
    expect(names(article.headers['cache-tag']).sort()).toEqual(articleKeys.sort());
    expect(String(article.headers['cache-tag'])).not.toContain(' ');
    const hit = await get(`/api/blogs/${freeId}`);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['surrogate-key']).toBe(article.headers['surrogate-key']);

    // A list names the collection (an article added to it is in no key yet) and each article
    // it shows, with its category, as a feed does.
    for (const url of ['/api/blogs?limit=5', '/rss.xml']) {
      const answer = await get(url);
      const shown = (url.endsWith('.xml') ? await get('/api/blogs?limit=20') : answer).json()
        .blogs as Array<{ id: number; category_id: number }>;
      const keys = names(answer.headers['surrogate-key']);
      expect(keys).toContain(url.endsWith('.xml') ? 'feeds' : 'lists');
      for (const blog of shown.slice(0, 5)) {
        expect(keys).toContain(`article-${blog.id}`);
        expect(keys).toContain(`category-${blog.category_id}`);
      }
    }
    expect(names((await get('/api/paths')).headers['surrogate-key']).sort()).toEqual([
      'paths',
      'site',
    ]);
    expect(names((await get(`/api/comments/blog/${freeId}`)).headers['surrogate-key'])).toContain(
      `discussion-${freeId}`,
    );
  });

  it('answers a repeat visit with 304 and no body, kept or not', async () => {
    const url = '/api/blogs?limit=2';
    const etag = String((await get(url)).headers.etag);
    const hit = await get(url, { 'if-none-match': etag });
    expect([hit.statusCode, hit.body, hit.headers.etag]).toEqual([304, '', etag]);
    expect(hit.headers['cache-control']).toMatch(/^public/);

    t.app.publicCache.clear();
    const fresh = await get(url, { 'if-none-match': `"other", ${etag}` });
    expect([fresh.statusCode, fresh.body]).toEqual([304, '']);
    const changed = await get(url, { 'if-none-match': 'W/"stale"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().blogs).toHaveLength(2);
  });

  it('lets nothing else be stored: writes, errors and reads that are not public', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/visitors/visit', payload: {} }),
      await get('/api/blogs/999999'),
      await get('/api/auth/profile'),
      await get('/api/no-such-route'),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['surrogate-key']).toBeUndefined();
    }
  });
});

describe('requests with a session', () => {
  const session = { cookie: `cg_theme=dark; ${SESSION_COOKIE}=opaque` };

  it('are never given a kept answer, and their answers are private and never kept', async () => {
    const url = `/api/blogs/${premiumId}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    const entries = t.app.publicCache.stats().entries;
    for (const headers of [bearer(subscriber.token), session]) {
      const answer = await get(url, headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['surrogate-key']).toBeUndefined();
    }
    expect(t.app.publicCache.stats().entries).toBe(entries);
    expect((await get(url, bearer(subscriber.token))).json().blog).toMatchObject({
      locked: false,
      content: expect.any(String),
    });
  });

  it('are given the kept answer of a route that never looks the caller up, the same for everyone', async () => {
    const url = `/api/blogs/${premiumId}/paths`;
    const visitor = await get(url);
    for (const headers of [bearer(subscriber.token), session]) {
      const answer = await get(url, headers);
      expect(answer.headers['x-cache']).toBe('HIT');
      expect(answer.body).toBe(visitor.body);
      // Their browser asks again each time: what they change shows on their next read.
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    // A route that answers for its caller stays theirs alone.
    expect((await get(`/api/blogs/${premiumId}`, session)).headers['x-cache']).toBeUndefined();
  });

  it('are told by the session cookie alone, not by any cookie', async () => {
    const url = '/api/blogs?limit=7';
    await get(url);
    const other = await get(url, { cookie: 'cg_theme=dark; not_cg_sid=1' });
    expect(other.headers['x-cache']).toBe('HIT');
    expect((await get(url, session)).headers['cache-control']).toBe('private, no-store');
  });

  it("keep a reader's answers private however the path is spelled", async () => {
    const spellings = [
      '/api/auth/profile',
      '/%61pi/auth/profile',
      '/api/auth/%70rofile',
      '/api/auth/profile/',
      '//api/auth/profile',
      '/api/./auth/profile',
      '/api/auth//profile',
      '/API/auth/profile',
      '/api/auth/profile?x=1',
    ];
    const routed = [];
    for (const url of spellings) {
      const answer = await get(url, bearer(subscriber.token));
      if (answer.statusCode === 200) routed.push(url);
      expect(answer.headers['cache-control'], url).toMatch(/no-store/);
      if (answer.statusCode === 200) {
        expect(answer.headers['cache-control'], url).toBe('private, no-store');
      }
      const visitor = await get(url);
      expect(visitor.headers['cache-control'], url).toBe('no-store');
    }
    expect(routed).toContain('/%61pi/auth/profile');
    expect(routed).toContain('/api/auth/%70rofile');
  });
});

describe('a cache bounded by bytes', () => {
  let small: TestApp;
  const MAX_BYTES = 1_000;
  beforeAll(async () => {
    small = await buildTestApp({
      PUBLIC_CACHE_TTL_MS: '60000',
      PUBLIC_CACHE_MAX_BYTES: String(MAX_BYTES),
    });
  });
  afterAll(() => small.close());

  it('drops the least recently used answers once their bytes pass the bound', async () => {
    const urls = Array.from({ length: 20 }, (_, i) => `/api/blogs?limit=${i + 1}`);
    for (const url of urls) expect((await small.app.inject({ url })).statusCode).toBe(200);
    const { entries, bytes } = small.app.publicCache.stats();
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(urls.length);
    const last = await small.app.inject({ url: urls.at(-1) ?? '' });
    expect(last.headers['x-cache']).toBe('HIT');
    const oldest = await small.app.inject({ url: urls[0] ?? '' });
    expect(oldest.headers['x-cache']).toBe('MISS');
  });
});
