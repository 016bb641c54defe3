import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINDMAP_MESSAGES, READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { CHECK_TEXT } from '@codegrow/shared/constants/checks';
import { LOAD_FAILED_NOTICE_ID } from '@codegrow/shared/constants/site';
import { quizOf } from '@codegrow/shared/content/quiz-block';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { UI_TEXT_BN } from '@codegrow/shared/i18n/bn/ui-messages';
import { bn } from '../../../web/src/locales/bn';
import {
  PENDING_PAYMENT_TEXT,
  TRANSACTION_MESSAGES,
} from '@codegrow/shared/constants/payment-messages';
import { defaultWebDist, defaultWebSsrEntry } from '../../src/config/paths';
import { blogs, mindmaps, users } from '../../src/db/schema/index';
import { PUBLIC_PAGES } from '../../src/lib/site/site-links';
import { seedDemoContent } from '../../src/seed/demo-content';
import {
  bearer,
  buildTestApp,
  requestOverHttp,
  insertDraft,
  registerUser,
  sessionCookie,
  type TestApp,
} from '../helper';

const PUBLIC_URL = 'https://learn.example.org';
const SECRET_WORD = 'platypusorchestra';

let t: TestApp;
let free: { id: number; title: string };
let premium: { id: number; title: string; excerpt: string };
let draftId = 0;

beforeAll(async () => {
  if (!existsSync(defaultWebSsrEntry)) {
    throw new Error(`Build the web app first (npm run build): ${defaultWebSsrEntry} is missing`);
  }
  t = await buildTestApp({ SERVE_WEB: '1', PUBLIC_URL, ADMIN_EMAILS: 'editor@codegrow.dev' });
  await seedDemoContent(t.app.db, {});
  const [joins] = await t.app.db
    .select()
    .from(blogs)
    .where(and(eq(blogs.isPremium, false), eq(blogs.title, 'SQL Joins: A Visual Guide')));
  const [locked] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true)).limit(1);
  if (!joins || !locked) throw new Error('the demo content lacks a free or a premium article');
  free = joins;
  premium = locked;
  await t.app.db
    .update(blogs)
    .set({ content: `${locked.content}\n\n${SECRET_WORD}` })
    .where(eq(blogs.id, locked.id));
  draftId = await insertDraft(t.app, 'A draft for nobody');
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** A reader signed in in a browser: their session cookie, and whether they subscribed. */
async function reader(name: string, subscribed: boolean) {
  const account = await registerUser(t.app, { name });
  if (subscribed) {
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'active' })
      .where(eq(users.id, account.user.id));
  }
  return sessionCookie(account.token);
}

/** The JSON-LD of a page, parsed. */
function structuredData(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('the page has no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('an article page, fetched as a search engine or link preview would', () => {
  // First in the file: the first render of a map in a process is the one that used to miss it.
  it('arrives with its lazily loaded parts rendered in, from the first render on', async () => {
    const html = (await page(`/blog/${free.id}`)).body;
    // The mind map below the text, not a fallback the browser would render again (React 419).
    expect(html).toContain('id="article-mindmap-heading"');
    expect(html).not.toContain('<!--$!-->');
    // Every part in place: none of streaming's inline scripts, which the CSP would block.
    expect(html).not.toMatch(/<script>[^<]*\$R[A-Z]/);
  });

  it('arrives whole: title, heading, body, Open Graph and JSON-LD', async () => {
    const response = await page(`/blog/${free.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(`<title>${free.title} · CodeGrow</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${free.title}</h1>`));
    expect(html).toContain('<code class="hljs language-sql">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/${free.id}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    // A shared link's card: the article's own title, the site named apart.
    expect(html).toContain(`<meta property="og:title" content="${free.title}">`);
    expect(html).toContain(`<meta name="twitter:title" content="${free.title}">`);
    expect(html).toContain('<meta property="og:site_name" content="CodeGrow">');
    expect(html).toContain('<meta property="article:section" content="Databases">');
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT/);
    expect(structuredData(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: free.title,
      isAccessibleForFree: true,
      mainEntityOfPage: `${PUBLIC_URL}/blog/${free.id}`,
    });
    // One title: the page's own replaces the app's default.
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('arrives with its questions, and with none of their answers', async () => {
    const [article] = await t.app.db.select().from(blogs).where(eq(blogs.id, free.id));
    const quiz = quizOf(article?.content ?? '');
    const [first] = quiz.ok ? quiz.questions : [];
    const right = first?.choices.find((choice) => choice.correct);
    if (!first || !right?.explanation) throw new Error('the joins article asks nothing');
    const html = (await page(`/blog/${free.id}`)).body;
    expect(html).toContain(first.text);
    expect(html).not.toContain(right.explanation);
    // Answered once the app has the page: the browser alone would send the form to itself.
    expect(html).toMatch(/<fieldset [^>]*disabled=""/);
    expect(html).toMatch(
      new RegExp(`<button type="submit"[^>]*disabled=""[^>]*>${CHECK_TEXT.submit}`),
    );
  });

  it('shows a visitor a premium article’s excerpt and lock screen, never its body', async () => {
    const html = (await page(`/blog/${premium.id}`)).body;
    expect(html).toContain(premium.excerpt);
    expect(html).toContain(READER_MESSAGES.premiumContent);
    expect(html).not.toContain(SECRET_WORD);
    expect(structuredData(html)).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false },
    });
  });

  it('arrives whole for a subscriber, with their name in the header, kept by no cache', async () => {
    const response = await page(`/blog/${premium.id}`, await reader('Sub Scriber', true));
    // Once: in the body, not again in the page's state.
    expect(response.body.split(SECRET_WORD)).toHaveLength(2);
    expect(response.body).not.toContain(READER_MESSAGES.premiumContent);
    expect(response.body).toContain('Sub Scriber');
    expect(response.body).not.toContain('>Sign Up<');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('is made once for subscribers who see it alike, each with their own name and like', async () => {
    // The later pages come from the first one's template; the test app also renders each
    // for its reader alone and fails the page if the two differ (CHECK_READER_TEMPLATES).
    const readers = [
      { name: 'Ada Lovelace', shown: 'Ada Lovelace', likes: false },
      {
        name: 'Zoë & <Ann> "Q" O\'Neil',
        shown: 'Zoë &amp; &lt;Ann&gt; &quot;Q&quot; O&#x27;Neil',
        likes: false,
      },
      { name: 'রহিম উদ্দিন', shown: 'রহিম উদ্দিন', likes: true },
    ];
    for (const { name, shown, likes } of readers) {
      const session = await reader(name, true);
      if (likes) {
        const like = await t.app.inject({
          method: 'POST',
          url: `/api/blogs/${premium.id}/like`,
          headers: { ...session, 'sec-fetch-site': 'same-origin' },
        });
        expect(like.statusCode).toBe(200);
      }
      const { statusCode, body } = await page(`/blog/${premium.id}`, session);
      expect(statusCode).toBe(200);
      expect(body).toContain(SECRET_WORD);
      expect(body).toContain(`<span class="truncate">${shown}<`);
      expect(body.includes('aria-pressed="true"')).toBe(likes);
      for (const other of readers.filter((each) => each.name !== name)) {
        expect(body).not.toContain(other.shown);
      }
    }
  });

  it('marks the buttons that need the app as not ready yet, for the app to take over', async () => {
    const { body } = await page(`/blog/${free.id}`, await reader('Early Clicker', false));
    expect(body).toMatch(
      new RegExp(`<button [^>]*aria-disabled="true" title="${UI_TEXT.notReadyYet}"[^>]*>`),
    );
  });

  it('shows a free reader the lock screen under their own header', async () => {
    const response = await page(`/blog/${premium.id}`, await reader('Free Reader', false));
    expect(response.body).toContain(READER_MESSAGES.premiumContent);
    expect(response.body).not.toContain(SECRET_WORD);
    expect(response.body).toContain('Free Reader');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('treats a browser whose session has ended as a visitor, and clears its cookie', async () => {
    const response = await page(`/blog/${premium.id}`, sessionCookie('not.a.token'));
    expect(response.body).toContain(READER_MESSAGES.premiumContent);
    expect(response.body).toContain('>Sign Up<');
    expect(String(response.headers['set-cookie'])).toMatch(/^cg_sid=;.*Expires=Thu, 01 Jan 1970/);
  });

  it.each([
    ['an unknown article', () => '/blog/999999'],
    ['a draft', () => `/blog/${draftId}`],
    ['a malformed id', () => '/blog/abc'],
  ])('answers %s with 404 and the not-found page', async (_name, url) => {
    const response = await page(url());
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(READER_MESSAGES.blogNotFound);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('A draft for nobody');
  });
});

describe('the sitemap and the route table', () => {
  it('lists every page the server renders that takes no parameter', async () => {
    const { renderedPaths } = (await import(pathToFileURL(defaultWebSsrEntry).href)) as {
      renderedPaths: () => string[];
    };
    // Rendered pages no sitemap lists: search results answer a reader's words, the offline
    // page lists what one device keeps, and signing in and the dashboard are a reader's own.
    const unlisted = new Set(['/search', '/offline', '/login', '/register', '/dashboard']);
    const rendered = renderedPaths().filter((path) => !unlisted.has(path));
    expect(rendered).toContain('/terms');
    expect([...PUBLIC_PAGES].sort()).toEqual(expect.arrayContaining(rendered.sort()));
    const sitemap = (await page('/sitemap.xml')).body;
    for (const path of rendered) expect(sitemap).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
  });
});

describe('other pages', () => {
  it('renders the subscribe page: the plan for a visitor, a waiting payment for its reader', async () => {
    const visitor = (await page('/subscribe')).body;
    expect(visitor).toContain(TRANSACTION_MESSAGES.planTitle);
    expect(visitor).toContain(TRANSACTION_MESSAGES.getLifetimeAccess);

    const account = await registerUser(t.app, { name: 'Waiting Payer' });
    await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      payload: { trxId: 'SSRPAY0001', amount: 30 },
      headers: { authorization: `Bearer ${account.token}` },
    });
    const own = await page('/subscribe', sessionCookie(account.token));
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain(PENDING_PAYMENT_TEXT.title);
    expect(own.body).toContain(PENDING_PAYMENT_TEXT.body('SSRPAY0001'));
    expect(own.body).not.toContain(TRANSACTION_MESSAGES.getLifetimeAccess);
  });

  it('renders the home page with the latest articles for a visitor', async () => {
    const html = (await page('/')).body;
    expect(html).toContain('<title>CodeGrow · Learn. Code. Grow.</title>');
    expect(html).toContain(UI_TEXT.getStartedFree);
    expect(html).toContain('>Sign Up<');
    const [newest] = await t.app.db
      .select({ title: blogs.title })
      .from(blogs)
      .where(eq(blogs.isPublished, true))
      .orderBy(desc(blogs.createdAt))
      .limit(1);
    expect(html).toContain(newest?.title);
  });

  it('renders the list of one category from its query string', async () => {
    const html = (await page('/blogs?category=databases')).body;
    expect(html).toContain(free.title);
    expect(html).toContain('<title>Databases articles · CodeGrow</title>');
    // Its own feed beside the site's, for a reader who follows one subject.
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Databases · CodeGrow" href="/categories/databases/rss.xml">',
    );
  });

  it('renders a mind map’s page, and answers an unknown one with 404', async () => {
    const [map] = await t.app.db.select().from(mindmaps).limit(1);
    const found = await page(`/mindmap/view/${map?.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`<title>${map?.title} · CodeGrow</title>`);
    const missing = await page('/mindmap/view/999999');
    expect(missing.statusCode).toBe(404);
    // As React writes it: the apostrophe escaped.
    expect(missing.body).toContain(MINDMAP_MESSAGES.notFound.replaceAll("'", '&#x27;'));
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(UI_TEXT.pageNotFound);
  });

  it('leaves the admin’s pages to the browser', async () => {
    const response = await page('/admin');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('renders the dashboard for its reader, and sends a visitor to sign in first, in the page’s language', async () => {
    const visitor = await page('/dashboard');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login?redirectTo=%2Fdashboard');
    expect((await page('/bn/dashboard')).headers.location).toBe(
      '/bn/login?redirectTo=%2Fdashboard',
    );
    const session = await reader('Dash Board', false);
    const signedIn = await page('/dashboard', session);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.body).toContain('<h1');
    expect(signedIn.body).not.toContain('<div id="root"></div>');
    // Signed in, the sign-in pages send the reader on, as the app's guard does.
    const login = await page('/login?redirectTo=%2Fpaths', session);
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/paths');
  });

  it('names its route’s script files, for the browser to fetch beside the app’s own', async () => {
    const [map] = await t.app.db.select().from(mindmaps).limit(1);
    const buildFile = (name: string) =>
      JSON.parse(readFileSync(join(defaultWebDist, '.vite', name), 'utf8')) as unknown;
    const manifest = buildFile('manifest.json') as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    // The chunk the build put a module in: its own, or a shared one it was merged into.
    const chunkFiles = buildFile('ssr-manifest.json') as Record<string, string[]>;
    const fileOf = (module: string) =>
      chunkFiles[module]?.find((file) => file.endsWith('.js'))?.slice(1);
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" [^>]*href="\/([^"]+)"/g)].map((m) => m[1] ?? '');
    // A rendered page and one the browser renders alike, before </head>.
    for (const [url, module] of [
      [`/blog/${free.id}`, 'src/app/routes/blog.tsx'],
      ['/admin', 'src/app/routes/admin/dashboard.tsx'],
      [`/mindmap/view/${map?.id}`, 'src/app/routes/mindmap/viewer.tsx'],
    ] as const) {
      const html = (await page(url)).body;
      const files = preloaded(html.slice(0, html.indexOf('</head>')));
      expect(files, url).toContain(fileOf(module));
      // Each file once: the entry's imports are named by the build's own tags, not again.
      expect(files.length, url).toBe(new Set(files).size);
      for (const file of files) {
        const script = await page(`/${file}`);
        expect(script.statusCode, file).toBe(200);
        expect(script.headers['content-type']).toMatch(/javascript/);
      }
    }
    // The app's own script is named once, by its script tag.
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? '';
    expect(entry).toMatch(/^assets\/index-/);
    expect(preloaded((await page('/')).body)).not.toContain(entry);
  });

  it('brings its first screen’s styles in its head, and links the whole stylesheet, which browsers keep for a year, at its end', async () => {
    const rendered = (await page(`/blog/${free.id}`)).body;
    const [head = '', body = ''] = rendered.split('</head>');
    // The styles the page paints with arrive with it (the build's Beasties step)...
    expect(head.match(/<style>([^]*?)<\/style>/)?.[1]).toContain('.article-prose');
    expect(head).not.toContain('rel="stylesheet"');
    // ...and the stylesheet, after the page's markup, holds back no paint.
    const address =
      /<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">\s*(<div[^>]*hidden>.*<\/div>\s*)?<\/body>/.exec(
        body,
      )?.[1];
    const sheet = await page(address ?? '');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('.article-prose');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sets the reader’s theme before the first paint, by a script the CSP allows by its hash', async () => {
    const response = await page(`/blog/${free.id}`);
    const script = /<script>(try\{[^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(script).toContain("localStorage.getItem('theme')");
    const digest = createHash('sha256').update(script).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${digest}'`);
  });

  it('carries, hidden and outside the app, the notice for a browser whose app cannot load', async () => {
    const notice = new RegExp(
      `</div>\\s*(<script[^]*</script>\\s*)?(<link rel="stylesheet"[^>]*>\\s*)?` +
        `<div id="${LOAD_FAILED_NOTICE_ID}" role="alert" hidden>` +
        `${UI_TEXT.pageLoadFailed} <a href="">${UI_TEXT.reloadPage}</a></div>\\s*</body>`,
    );
    expect((await page(`/blog/${free.id}`)).body).toMatch(notice);
    expect((await page('/admin')).body).toMatch(notice);
  });

  it('puts the data the page was rendered from in the page, for the browser to start from', async () => {
    const state = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="codegrow-state">(.*?)<\/script>/s.exec(html)?.[1] ??
          'null',
      );
    const freePage = (await page(`/blog/${free.id}`)).body;
    const visitor = state(freePage);
    expect(visitor.viewer).toBeNull();
    const keys = visitor.queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey);
    expect(keys).toContainEqual(['blogs', 'detail', 'anonymous', free.id]);
    // The article's body once, in the markup: its HTML is not in the state again (the browser
    // reads it from the page), and the Markdown it was written in is the editor's alone.
    const article = visitor.queries.queries.find(
      (query: { queryKey: unknown[] }) => query.queryKey[1] === 'detail',
    ).state.data;
    expect(freePage.split('<code class="hljs language-sql">').length - 1).toBeGreaterThan(0);
    expect(article.content_html).not.toContain('<code');
    expect(article).not.toHaveProperty('content');
    // A page the browser renders says who is signed in too, so it starts without asking.
    const signedIn = state((await page('/admin', await reader('Dee Ashboard', false))).body);
    expect(signedIn.viewer).toMatchObject({ name: 'Dee Ashboard', role: 'user' });
    expect(signedIn.queries).toBeUndefined();
  });
});

describe('pages in Bangla', () => {
  it('renders a page at its /bn address in Bangla, with the article as written', async () => {
    const response = await page(`/bn/blog/${free.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain(`<h1`);
    expect(html).toContain(free.title);
    // The header's links stay under /bn, in Bangla.
    expect(html).toMatch(new RegExp(`<a[^>]*href="/bn/blogs"[^>]*>${bn.common.nav.blogs}</a>`));
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/bn/blog/${free.id}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/blog/${free.id}">`,
    );
    expect(html).toContain(`${UI_TEXT_BN.pageLoadFailed} <a href="">${UI_TEXT_BN.reloadPage}</a>`);
    const english = (await page(`/blog/${free.id}`)).body;
    expect(english).toContain('<html lang="en">');
    expect(english).not.toContain(UI_TEXT_BN.pageLoadFailed);
  });

  it('leaves a private page to the browser in its language', async () => {
    const response = await page('/bn/admin');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="bn">');
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('rendered pages are cached like anonymous API answers', () => {
  it('keeps one version of a page for every visitor, and none for a signed-in reader', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const home = async (headers: Record<string, string>) => {
      await requestOverHttp(`${base}/`, headers);
      const response = await requestOverHttp(`${base}/`, headers);
      return { ...response, html: response.body.toString() };
    };
    const visitor = await home({ cookie: 'theme=dark; other=1' });
    expect(visitor.headers['x-cache']).toBe('HIT');
    expect(visitor.headers['content-security-policy']).toContain("script-src 'self'");
    expect(visitor.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(visitor.html).toContain('>Sign Up<');
    expect(visitor.headers.vary).toContain('cookie');
    expect(String(visitor.headers['surrogate-key']).split(' ')).toContain('lists');
    const signedIn = await home(await reader('Kay Ched', false));
    expect(signedIn.headers['x-cache']).not.toBe('HIT');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.html).toContain('Kay Ched');
    expect(signedIn.html).not.toContain('>Sign Up<');
  });

  it('serves a repeat from memory, revalidated by ETag, and shows an edit at once', async () => {
    const url = `/blog/${free.id}`;
    const first = await page(url);
    const second = await page(url);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(second.headers.vary).toContain('cookie');
    expect(String(second.headers['surrogate-key']).split(' ')).toContain(`article-${free.id}`);
    const again = await page(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);

    const admin = await registerUser(t.app, { email: 'editor@codegrow.dev' });
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: 'Joins, drawn again',
      category: 'databases',
      content: 'A body that is long enough to publish.',
    }))
      form.append(key, value);
    const encoded = new Response(form);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${free.id}`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        ...bearer(admin.token),
      },
    });
    expect(edit.statusCode).toBe(200);
    const after = await page(url);
    expect(after.headers['x-cache']).not.toBe('HIT');
    expect(after.body).toContain('<title>Joins, drawn again · CodeGrow</title>');
  });
});
