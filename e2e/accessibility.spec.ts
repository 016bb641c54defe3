import type { APIRequestContext, Page } from '@playwright/test';
import { bn } from '../apps/web/src/locales/bn';
import { ADMIN, READER, expect, signIn, test } from './fixtures';
import { DESKTOP, PHONE, colourChangesEnded, violations } from './support/axe';

/**
 * Every page of the site, as a visitor, a reader and an admin, checked with axe-core in both
 * themes, on a desktop and on a phone: no violation of any impact.
 */

interface DemoIds {
  free: number;
  premium: number;
  mindmap: number;
  path: string;
}

async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const { blogs } = (await (await request.get('/api/blogs?limit=50')).json()) as {
    blogs: { id: number; is_premium: boolean; title: string }[];
  };
  const joins = blogs.find((blog) => blog.title.startsWith('SQL Joins'));
  const map = (await (await request.get(`/api/mindmaps/blog/${joins?.id}`)).json()) as {
    mindmap: { id: number };
  };
  const { paths } = (await (await request.get('/api/paths')).json()) as {
    paths: { slug: string }[];
  };
  return {
    free: blogs.find((blog) => !blog.is_premium)?.id ?? 0,
    premium: blogs.find((blog) => blog.is_premium)?.id ?? 0,
    mindmap: map.mindmap.id,
    path: paths[0]?.slug ?? '',
  };
}

const visitorPages = (ids: DemoIds) => [
  '/',
  '/blogs',
  `/blog/${ids.free}`,
  `/blog/${ids.premium}`,
  '/search?q=sql',
  '/paths',
  `/paths/${ids.path}`,
  `/mindmap/view/${ids.mindmap}`,
  '/subscribe',
  '/contact',
  '/offline',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/firebase-test',
  '/no/such/page',
];

const readerPages = (ids: DemoIds) => [
  '/dashboard',
  '/dashboard?tab=learning',
  '/dashboard?tab=review',
  '/dashboard?tab=transactions',
  '/dashboard?tab=saved',
  '/dashboard?tab=settings',
  `/blog/${ids.free}`,
];

const adminPages = (ids: DemoIds) => [
  '/admin',
  '/admin?tab=transactions',
  '/admin?tab=add-transaction',
  '/admin?tab=users',
  '/admin?tab=blogs',
  '/admin?tab=paths',
  '/admin?tab=settings',
  '/create-blog',
  `/edit-blog/${ids.free}`,
  `/mindmap/edit/${ids.mindmap}`,
];

const { toDarkMode, toLightMode } = bn.common.header;
const THEME_SWITCH = new RegExp(`^(Switch to (light|dark) mode|${toDarkMode}|${toLightMode})$`);
const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * Each page loaded once and checked in the theme it opened in, then in the other one, each at
 * a desktop's width and at a phone's: the header's switch changes the theme in place and the
 * layout follows the width through CSS alone, so the page need not load again. The switch
 * keeps the choice, so the next page opens in the theme this one ended in.
 */
async function checkPages(page: Page, urls: string[], { bothThemes = true } = {}): Promise<void> {
  const found: Record<string, string[]> = {};
  const checkBothWidths = async (url: string) => {
    const theme = (await isDark(page)) ? 'dark' : 'light';
    for (const [device, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      const seen = await violations(page);
      if (seen.length > 0) found[`${url}, ${theme} theme, on a ${device}`] = seen;
    }
  };
  for (const url of urls) {
    await page.setViewportSize(DESKTOP);
    await page.goto(url);
    // Once what the page fetches has arrived: skeletons are not what a reader uses.
    await expect(page.locator('[role="status"]:has(.animate-pulse)')).toHaveCount(0);
    await checkBothWidths(url);
    if (!bothThemes) continue;
    await switchTheme(page);
    await checkBothWidths(url);
  }
  expect(found).toEqual({});
}

/** With the header's switch, shown at a desktop's width; done once the colours have settled. */
async function switchTheme(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  const wasDark = await isDark(page);
  await page.getByRole('banner').getByRole('button', { name: THEME_SWITCH }).click();
  await expect.poll(() => isDark(page)).toBe(!wasDark);
  await colourChangesEnded(page);
}

/** A page's kind: its address with ids and slugs put back as the route names them. */
const pageKind = (url: string) =>
  new URL(url, 'http://site').pathname
    .replace(/^\/blog\/\d+$/, '/blog/:id')
    .replace(/^\/paths\/[^/]+$/, '/paths/:slug')
    .replace(/^\/mindmap\/view\/\d+$/, '/mindmap/view/:id');

test('every kind of page the sitemap lists is among the pages checked here', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => pageKind(url));
  const checked = visitorPages(await demoIds(request)).map(pageKind);
  expect(listed.length).toBeGreaterThan(5);
  expect(checked).toEqual(expect.arrayContaining([...new Set(listed)]));
});

test.describe('No accessibility violations, in both themes, on a desktop and a phone', () => {
  // Four checks of every page: room for a slow machine, still no retry.
  test.describe.configure({ timeout: 240_000 });

  test('as a visitor', async ({ page, request }) => {
    await checkPages(page, visitorPages(await demoIds(request)));
  });

  test('as a reader', async ({ page, request }) => {
    const ids = await demoIds(request);
    await signIn(page, READER);
    await checkPages(page, readerPages(ids));
  });

  // The same pages in Bangla, in the theme each opens in: the colours are the same CSS as in
  // English, checked in both themes above; what changes is the words and their length.
  const inBangla = (urls: string[]) => urls.map((url) => (url === '/' ? '/bn' : `/bn${url}`));

  test('as a visitor, in Bangla', async ({ page, request }) => {
    await checkPages(page, inBangla(visitorPages(await demoIds(request))), { bothThemes: false });
  });

  test('as a reader, in Bangla', async ({ page, request }) => {
    const ids = await demoIds(request);
    await signIn(page, READER);
    await checkPages(page, inBangla(readerPages(ids)), { bothThemes: false });
  });

  test('as an admin', async ({ page, request }) => {
    const ids = await demoIds(request);
    await signIn(page, ADMIN);
    await checkPages(page, adminPages(ids));
  });
});
