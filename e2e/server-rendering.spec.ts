import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { expect, field, newAccount, signedInUserId, signUp, test, unique } from './fixtures';
import { adminHeaders, createArticle, createCategory } from './support/content';

/**
 * Records, from the first byte the browser parses, whether something ever
 * appeared on the page: a signed-in reader must never see it, even for a frame.
 */
function recordAppearances(marks: Record<string, string>) {
  const seen: Record<string, boolean> = {};
  (window as unknown as { appeared: typeof seen }).appeared = seen;
  const check = () => {
    for (const [name, text] of Object.entries(marks)) {
      if (document.body?.textContent?.includes(text)) seen[name] = true;
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  document.addEventListener('DOMContentLoaded', check);
}

test.describe('Pages rendered on the server', () => {
  test('a free article reads with JavaScript disabled', async ({ browser, request }) => {
    const category = await createCategory(request, unique('Rendered'));
    const article = await createArticle(request, { title: unique('No script needed'), category });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${article.id}`);
    await expect(page).toHaveTitle(`${article.title} · CodeGrow`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByText('It keeps queries fast.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
    await context.close();
  });

  test('a rendered article’s code block copies its code', async ({ page, request }) => {
    const category = await createCategory(request, unique('Copying'));
    const article = await createArticle(request, { title: unique('Copy me'), category });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // The button says 'Copied' for two seconds: the page's clock stands still meanwhile, so a
    // busy machine cannot miss it.
    await page.clock.install();
    await page.goto(`/blog/${article.id}`);
    const button = page.getByRole('button', { name: 'Copy code' });
    const icon = (name: string) => page.locator(`[data-copy-code] .code-block-icon-${name}`);
    // The stylesheet draws the icon: a 14 px box painted through its mask.
    await expect(icon('copy')).toBeVisible();
    await expect(icon('check')).toBeHidden();
    expect(
      await icon('copy').evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.width, style.maskImage.startsWith('url("data:image/svg+xml')];
      }),
    ).toEqual(['14px', true]);
    await expect(button).toHaveText('Copy');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await button.click();
    // The button says so in words too, and its icons stay drawings.
    const copied = page.getByRole('button', { name: 'Copied' });
    await expect(copied).toHaveText('Copied');
    await expect(icon('check')).toBeVisible();
    await expect(icon('copy')).toBeHidden();
    await expect(page.locator('[data-copy-code] .code-block-icon')).toHaveText(['', '']);
    await page.clock.runFor(2_000);
    await expect(button).toHaveText('Copy');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'SELECT id, title FROM blogs WHERE id = 1;\n',
    );
  });

  test('a subscriber opening a premium article never sees the lock screen or Login', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, unique('Premium'));
    const article = await createArticle(request, {
      title: unique('Deep dive'),
      category,
      premium: true,
    });
    await signUp(page);
    const id = await signedInUserId(page);
    const upgrade = await request.patch(`/api/admin/users/${id}`, {
      headers: await adminHeaders(request),
      data: { subscription_status: 'active' },
    });
    expect(upgrade.ok(), await upgrade.text()).toBe(true);

    await page.addInitScript(recordAppearances, {
      lock: READER_MESSAGES.premiumContent,
      login: 'Sign Up',
    });
    await page.goto(`/blog/${article.id}`);
    await expect(page.getByText('It keeps queries fast.')).toBeVisible();
    await expect(page.getByRole('banner').getByTitle('Dashboard')).toBeVisible();
    const appeared = await page.evaluate(
      () => (window as unknown as { appeared: object }).appeared,
    );
    expect(appeared).toEqual({});
  });
  test('a rendered page names up front every script it runs as it opens', async ({
    browser,
    request,
  }) => {
    const category = await createCategory(request, unique('Preloaded'));
    const article = await createArticle(request, { title: unique('Named early'), category });
    for (const path of ['/', `/blog/${article.id}`, `/blogs?category=${category.slug}`]) {
      // A browser with nothing cached, so each page's every script is asked for.
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched = new Set<string>();
      page.on('request', (asked) => {
        const { pathname } = new URL(asked.url());
        if (pathname.endsWith('.js')) fetched.add(pathname);
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      await page.waitForLoadState('networkidle');
      await context.close();
      const named = new Set(
        [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
          (match) => match[1],
        ),
      );
      const preloads = html.match(/<link rel="modulepreload"/g) ?? [];
      // The route's own files are named, not only the main bundle...
      expect(preloads.length, path).toBeGreaterThan(0);
      // ...and none the page runs as it opens is learnt of late, from another script. The
      // toaster's is fetched once the page works (components/ui/toaster.tsx), on purpose.
      expect(
        [...fetched].filter((file) => !named.has(file) && !file.startsWith('/assets/toasts-')),
        path,
      ).toEqual([]);
    }
  });

  test('a page paints styled before its stylesheet arrives: its first screen’s styles come with it', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, unique('First screen'));
    const article = await createArticle(request, { title: unique('Styled early'), category });
    // The stylesheet never arrives; the page must still look like itself.
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(`/blog/${article.id}`);
    const title = page.getByRole('heading', { level: 1, name: article.title });
    await expect(title).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
      'CodeGrow Taka',
    );
    // text-3xl and font-extrabold: the article's own title, not a browser's default heading.
    expect(await title.evaluate((node) => getComputedStyle(node).fontWeight)).toBe('800');
    const header = page.getByRole('banner');
    expect(await header.evaluate((node) => getComputedStyle(node).position)).toBe('sticky');
  });

  test('every page links the one stylesheet, which the next page takes from the cache', async ({
    browser,
    request,
  }) => {
    const category = await createCategory(request, unique('Styled'));
    const article = await createArticle(request, { title: unique('Lighter pages'), category });
    const context = await browser.newContext();
    const page = await context.newPage();
    const first = await (await page.goto('/'))?.text();
    expect(first).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);

    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    const fromCache: string[] = [];
    // From the memory cache or from the disk cache, which Chromium reports differently.
    network.on('Network.requestServedFromCache', ({ requestId }) => fromCache.push(requestId));
    network.on('Network.responseReceived', ({ requestId, response }) => {
      if (response.fromDiskCache) fromCache.push(requestId);
    });
    const stylesheets = new Map<string, string>();
    network.on('Network.requestWillBeSent', ({ requestId, request: asked }) => {
      if (asked.url.endsWith('.css')) stylesheets.set(requestId, asked.url);
    });
    const next = await (await page.goto(`/blog/${article.id}`))?.text();
    expect(next).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    // Styled, from the browser's cache: the site's font, not the browser's default.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
      'CodeGrow Taka',
    );
    expect(stylesheets.size).toBe(1);
    expect([...stylesheets.keys()].every((id) => fromCache.includes(id))).toBe(true);
    await context.close();
  });

  test('before the app arrives, the login page signs in as a plain HTML form, and says why it refused', async ({
    browser,
    request,
  }) => {
    const account = newAccount('Slow Line Reader');
    const registered = await request.post('/api/auth/register', {
      data: { name: account.name, email: account.email, password: account.password },
    });
    expect(registered.status()).toBe(201);
    // No script at all: what a reader on a slow line has until the app arrives.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login?redirectTo=%2Fpaths');
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
    await expect(page).toHaveURL(/\/login\?error=auth\.invalidCredentials/);
    await expect(
      page.getByRole('alert').filter({ hasText: AUTH_API_MESSAGES.invalidCredentials }),
    ).toBeVisible();

    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
    await expect(page).toHaveURL('/paths');
    // Rendered for the signed-in reader: their dashboard in the header.
    await expect(page.getByRole('banner').getByTitle('Dashboard')).toBeVisible();
    await context.close();
  });
});
