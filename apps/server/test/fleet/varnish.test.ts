import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { defaultWebSsrEntry } from '../../src/config/paths';
import { startFleet, type Fleet } from './fleet';
import { ask, isStale, named, publicAddresses, walk, type Address, type Seen } from './cache-walk';
import type { WalkedArticle } from '../routes/walked-addresses';
import { freePort } from '../../../../scripts/lib/ports.mjs';
import { startVarnish, type Varnish } from '../../../../scripts/lib/varnish.mjs';

/**
 * Debian's Varnish with deploy/varnish/default.vcl in front of three app servers (behind their
 * round-robin proxy), each told to purge it (PURGE_URLS). The servers keep public answers for
 * five minutes, and so does Varnish: a change seen through Varnish came through a purge.
 */
let fleet: Fleet;
let varnish: Varnish;
const ADMIN_EMAIL = 'chief@codegrow.dev';
beforeAll(async () => {
  if (!existsSync(defaultWebSsrEntry)) {
    throw new Error(`Build the web app first (npm run build): ${defaultWebSsrEntry} is missing`);
  }
  const port = await freePort();
  fleet = await startFleet(3, {
    NODE_ENV: 'test',
    SEED_DEMO: '1',
    DEMO_ADMIN_PASSWORD: 'demo-admin-password',
    ADMIN_EMAILS: ADMIN_EMAIL,
    PUBLIC_CACHE_TTL_MS: '300000',
    SERVE_WEB: '1',
    PURGE_URLS: `http://127.0.0.1:${port}`,
  });
  varnish = await startVarnish(port, fleet.url);
}, 120_000);
afterAll(async () => {
  await varnish?.stop();
  await fleet?.stop();
});

const server = (index: number) => fleet.servers[index]?.url ?? '';
/** The request came from Varnish's cache: it says so, and names this request and the stored one. */
const isHit = (headers: Headers) =>
  headers.get('x-cache') === 'HIT' && (headers.get('x-varnish') ?? '').split(' ').length === 2;

async function get(path: string, headers: Record<string, string> = {}) {
  // A redirect is an answer of its own: where it leads is asked for by a test that wants it.
  const response = await fetch(`${varnish.url}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const SECRET_WORD = 'capybaraquartet';
let admin = '';
interface Summary {
  id: number;
  title: string;
  category_slug: string;
  is_premium: boolean;
}
/**
 * Seeded articles, one per test, none sharing a category with the one made premium: a purge
 * names only what changed, so no test's write drops what another keeps.
 */
let madePremium: Summary;
let read: Summary;
let premium: Summary;
beforeAll(async () => {
  const answer = await fetch(`${server(0)}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Chief', email: ADMIN_EMAIL, password: 'secret123' }),
  });
  expect(answer.status).toBe(201);
  admin = ((await answer.json()) as { token: string }).token;
  const list = (await (await fetch(`${server(0)}/api/blogs?limit=50`)).json()) as {
    blogs: Summary[];
  };
  const free = list.blogs.filter((blog) => !blog.is_premium);
  const [first] = free;
  const elsewhere = (blog: Summary) => blog.category_slug !== first?.category_slug;
  const [second] = free.filter(elsewhere);
  const [locked] = list.blogs.filter((blog) => blog.is_premium && elsewhere(blog));
  if (!first || !second || !locked) throw new Error('the demo content has too few categories');
  [madePremium, read, premium] = [first, second, locked];
  // Each server renders a page once, as servers that have been up a while have: a first
  // render loads the renderer and warms it, which is no part of what a purge costs.
  for (const { url } of fleet.servers)
    expect((await fetch(`${url}/blog/${premium.id}`)).ok).toBe(true);
});

/** Whether an answer shows the article locked: the API's flag, or the page's lock notice. */
const showsLocked = (path: string, text: string) =>
  path.startsWith('/api/')
    ? (JSON.parse(text) as { blog: { locked: boolean } }).blog.locked
    : text.includes(READER_MESSAGES.premiumContent);

describe('Varnish in front of three app servers', () => {
  it("serves a visitor's second request for an article from its cache", async () => {
    for (const path of [`/api/blogs/${read.id}`, `/blog/${read.id}`]) {
      const first = await get(path);
      expect(first.status).toBe(200);
      const second = await get(path);
      expect(isHit(second.headers)).toBe(true);
      expect(second.text).toBe(first.text);
      // The keys are for the servers and the cache, not for browsers.
      expect(second.headers.get('surrogate-key')).toBeNull();
    }
  });

  it('serves an article locked within a second of an admin making it premium on another server', async () => {
    const { id, title, category_slug: category } = madePremium;
    const paths = [`/api/blogs/${id}`, `/blog/${id}`];
    for (const path of paths) {
      await get(path);
      const kept = await get(path);
      expect(isHit(kept.headers)).toBe(true);
      expect(showsLocked(path, kept.text)).toBe(false);
    }

    const form = new FormData();
    const content = `${'A body that is long enough to publish. '.repeat(12)}${SECRET_WORD}`;
    for (const [key, value] of Object.entries({ title, category, content, isPremium: 'true' })) {
      form.append(key, value);
    }
    const edit = await fetch(`${server(1)}/api/blogs/${id}`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(edit.status).toBe(200);
    await edit.arrayBuffer();
    const answered = Date.now();
    for (const path of paths) {
      let seen = await get(path);
      while (!showsLocked(path, seen.text) && Date.now() - answered < 1000) seen = await get(path);
      expect(showsLocked(path, seen.text)).toBe(true);
      expect(seen.text).not.toContain(SECRET_WORD);
    }
  });

  it('never serves a request with a session from its cache, nor keeps its answer', async () => {
    const path = `/api/blogs/${premium.id}`;
    const sessions: Array<Record<string, string>> = [
      { cookie: 'theme=dark; cg_sid=a-session-id' },
      { authorization: `Bearer ${admin}` },
    ];
    for (const asked of [path, `/blog/${premium.id}`]) {
      await get(asked);
      expect(isHit((await get(asked)).headers)).toBe(true);
      for (const session of sessions) {
        for (let again = 0; again < 3; again += 1) {
          const answer = await get(asked, session);
          expect(answer.headers.get('x-cache')).toBe('PASS');
          expect(answer.headers.get('x-varnish')?.split(' ')).toHaveLength(1);
        }
      }
    }
    // The admin's answer, with the premium body, went to the admin alone.
    const adminsAnswer = await get(path, { authorization: `Bearer ${admin}` });
    expect(JSON.parse(adminsAnswer.text).blog.content).toEqual(expect.any(String));
    const visitor = await get(path);
    expect(isHit(visitor.headers)).toBe(true);
    expect(JSON.parse(visitor.text).blog).toMatchObject({ locked: true, content: null });
  });

  it('sends a reader who reads Bangla to the Bangla page, and keeps one English copy for the rest', async () => {
    const path = `/blog/${read.id}`;
    const english = await get(path);
    expect(isHit((await get(path)).headers)).toBe(true);
    for (const asks of [
      { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' } as Record<string, string>,
      { cookie: 'cg_lang=bn' },
    ]) {
      const answer = await get(path, asks);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`/bn${path}`);
      expect(answer.headers.get('x-cache')).toBe('PASS');
    }
    // Any other language, or Bangla declined by choice, is the one kept English copy.
    for (const asks of [
      { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } as Record<string, string>,
      { 'accept-language': 'bn', cookie: 'cg_lang=en' },
    ]) {
      const answer = await get(path, asks);
      expect(isHit(answer.headers)).toBe(true);
      expect(answer.text).toBe(english.text);
    }
    const bangla = await get(`/bn${path}`);
    expect(bangla.status).toBe(200);
    expect(bangla.text).toContain('<html lang="bn">');
    expect(isHit((await get(`/bn${path}`)).headers)).toBe(true);
  });
});

/**
 * Every page and public answer kind that shows one article, walked through Varnish: each is
 * kept there, and after a write to the article none shows what it showed before, one second
 * after the write was answered.
 */
describe('every page and answer a visitor can get about an article, through Varnish', () => {
  const OLD_TITLE_WORD = 'Zanzibarquill';
  const BODY_WORDS = 'lanterns quokka';
  const article: WalkedArticle = {
    articleId: 0,
    categoryId: 0,
    categorySlug: '',
    mindmapId: 0,
    pathSlug: '',
    revisionId: 0,
    searches: [BODY_WORDS],
  };
  let addresses: Address[] = [];

  const adminCall = async (method: string, path: string, body: object) => {
    const answer = await fetch(`${server(0)}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${await answer.text()}`);
    return answer.json();
  };
  /** The article's write, as the editor sends it (multipart), to another server than the walk's. */
  const saveArticle = async (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const id = article.articleId;
    const answer = await fetch(`${server(1)}/api/blogs${id ? `/${id}` : ''}`, {
      method: id ? 'PUT' : 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    if (!answer.ok) throw new Error(`saving the article: ${await answer.text()}`);
    return ((await answer.json()) as { blog: { id: number; category_id: number } }).blog;
  };
  const written = {
    title: `${OLD_TITLE_WORD} joins in query plans`,
    category: '',
    excerpt: 'How a planner chooses a join.',
    content: `${'A body that is long enough to publish. '.repeat(6)}The ${BODY_WORDS} guide: ${SECRET_WORD}.`,
  };

  beforeAll(async () => {
    written.category = read.category_slug;
    const blog = await saveArticle(written);
    article.articleId = blog.id;
    article.categoryId = blog.category_id;
    article.categorySlug = read.category_slug;
    const { mindmap } = await adminCall('POST', '/api/mindmaps', {
      title: 'Join map',
      description: '',
      blog_id: blog.id,
      data: {
        nodes: [{ id: 'c', text: SECRET_WORD, x: 400, y: 300, type: 'center', color: '#3b82f6' }],
        connections: [],
      },
    });
    article.mindmapId = mindmap.id;
    await adminCall('POST', `/api/comments/blog/${blog.id}`, { content: `Of ${SECRET_WORD}.` });
    const path = await adminCall('POST', '/api/paths', {
      title: 'Joins',
      description: 'How tables meet.',
      level: 'beginner',
      coverBlogId: null,
      blogIds: [blog.id],
    });
    article.pathSlug = path.slug;
    addresses = await publicAddresses(article);
    await setupPurgesSettled();
  }, 120_000);

  /**
   * The setup's writes purge Varnish after they answered (the change feed, then the purge
   * queue, retried with backoff when Varnish is slow): on a loaded machine one of them can land
   * between a test's two walks. Walked until two walks in a row find every copy kept, or five
   * times; the tests then walk again on their own.
   */
  async function setupPurgesSettled() {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const seen = await keptCopies();
      if (seen.every((copy) => copy.status !== 200 || copy.hit)) return;
    }
  }

  /** Every address asked twice: the answers a visitor gets, the second from Varnish's copy. */
  async function keptCopies(): Promise<Seen[]> {
    await walk(varnish.url, addresses);
    return walk(varnish.url, addresses);
  }

  /** After a write answered at `answered`, the addresses still showing `oldText` 1 s later. */
  async function staleAfter(answered: number, oldText: string): Promise<string[]> {
    const since = (await ask(varnish.url, { url: '/api/health', kind: 'marker' })).madeBy;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, answered + 1000 - Date.now())));
    const seen = await walk(varnish.url, addresses);
    return seen.filter((copy) => isStale(copy, oldText, since)).map(named);
  }

  it('keeps a copy of every kind: each answers a visitor, the second time from the cache', async () => {
    const seen = await keptCopies();
    const kinds = new Set(addresses.map((address) => address.kind));
    // Every public route and page kind has an address that answered and was kept.
    const kept = new Set(
      seen.filter((copy) => copy.status === 200 && copy.hit).map((copy) => copy.kind),
    );
    expect([...kinds].filter((kind) => !kept.has(kind))).toEqual([]);
    expect(seen.filter((copy) => copy.status === 200 && !copy.hit).map(named)).toEqual([]);
  }, 120_000);

  it('shows no copy of the free body 1 s after the article is made premium', async () => {
    const before = await keptCopies();
    const showing = before
      .filter((copy) => copy.text.includes(SECRET_WORD))
      .map((copy) => copy.url);
    for (const url of [
      `/blog/${article.articleId}`,
      `/bn/blog/${article.articleId}`,
      `/api/blogs/${article.articleId}`,
      `/mindmap/view/${article.mindmapId}`,
      `/bn/mindmap/view/${article.mindmapId}`,
      `/api/mindmaps/${article.mindmapId}`,
      `/api/comments/blog/${article.articleId}`,
      '/rss.xml',
      `/categories/${article.categorySlug}/atom.xml`,
      `/paths/${article.pathSlug}/feed.json`,
    ])
      expect(showing).toContain(url);

    await saveArticle({ ...written, isPremium: 'true' });
    expect(await staleAfter(Date.now(), SECRET_WORD)).toEqual([]);
  }, 120_000);

  it('shows no copy of the old title 1 s after the article is retitled', async () => {
    const before = await keptCopies();
    const showing = before.filter((copy) => copy.text.includes(OLD_TITLE_WORD)).map(named);
    const { articleId, pathSlug, categorySlug } = article;
    // A premium article is no longer found by the words of its body: not the search page.
    const pages = ['/', '/blogs', `/blog/${articleId}`, `/paths/${pathSlug}`];
    expect(showing).toEqual(
      expect.arrayContaining([
        ...pages,
        ...pages.map((page) => (page === '/' ? '/bn' : `/bn${page}`)),
        `/api/blogs/${articleId}`,
        `/api/blogs/${articleId} (Accept-Language: bn)`,
        `/api/paths/${pathSlug}`,
        `/categories/${categorySlug}/rss.xml`,
        '/atom.xml',
        '/feed.json',
      ]),
    );

    written.title = 'Joins in query plans, retold';
    await saveArticle({ ...written, isPremium: 'true' });
    expect(await staleAfter(Date.now(), OLD_TITLE_WORD)).toEqual([]);
  }, 120_000);
});
