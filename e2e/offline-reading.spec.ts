import type { Page } from '@playwright/test';
import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import {
  expect,
  expectToast,
  newAccount,
  sessionCookieOf,
  signedInUserId,
  signUp,
  test,
  unique,
} from './fixtures';
import {
  adminHeaders,
  createArticle,
  createCategory,
  createMindmap,
  createPath,
  mindmapOf,
} from './support/content';

const LOGO = 'The CodeGrow logo';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('Offline reading', () => {
  test('kept articles and paths open offline, other pages become the offline page, sign-out forgets them', async ({
    page,
    context,
    request,
  }) => {
    const category = await createCategory(request, `Offline topic ${unique('C')}`);
    const saved = await createArticle(request, {
      title: `Kept read ${unique('A')}`,
      category,
      content: `A picture to read offline.\n\n![${LOGO}](/icons/icon-192.png?${unique('v')})\n\n## Joins\n\nRows of two tables.`,
    });
    const data = mindmapOf('SQL Joins', ['Inner', 'Left', 'Full']);
    await createMindmap(request, { title: 'Joins at a glance', data, article: saved });
    const first = await createArticle(request, { title: `Step one ${unique('A')}`, category });
    const premium = await createArticle(request, {
      title: `Step premium ${unique('A')}`,
      category,
      premium: true,
    });
    const third = await createArticle(request, { title: `Step three ${unique('A')}`, category });
    const path = await createPath(request, `Offline path ${unique('P')}`, [first, premium, third]);
    const unsaved = await createArticle(request, { title: `Not kept ${unique('A')}`, category });
    await signUp(page, newAccount('Train Reader'));

    await page.goto(`/blog/${saved.id}`);
    await page.getByRole('button', { name: OFFLINE_TEXT.saveArticle }).click();
    await expectToast(page, OFFLINE_TEXT.articleSaved);
    await expect(page.getByRole('button', { name: OFFLINE_TEXT.savedArticle })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(`/paths/${path.slug}`);
    await page.getByRole('button', { name: OFFLINE_TEXT.downloadPath }).click();
    // The premium step is locked for this reader: it is not kept.
    await expectToast(page, OFFLINE_TEXT.pathDownloaded(2));

    await page.goto('/offline');
    const list = page.getByRole('region', { name: OFFLINE_TEXT.pageTitle });
    for (const title of [saved.title, path.title, first.title, third.title]) {
      await expect(list.getByRole('link', { name: title })).toBeVisible();
    }
    await expect(list.getByRole('link', { name: premium.title })).toHaveCount(0);
    await expect(list).toContainText(/4 items · \d+ kB on this device/);

    await context.setOffline(true);
    await page.goto(`/blog/${saved.id}`);
    await expect(heading(page)).toHaveText(saved.title);
    // Its picture and its mind map come with it.
    const picture = page.getByRole('main').getByRole('img', { name: LOGO });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(192);
    const map = page.getByRole('region', { name: 'Mind map' });
    await expect(map.getByRole('img', { name: /SQL Joins with 3 branches/ })).toBeVisible();
    // A write made offline is refused at once, never silently lost.
    await page.getByRole('button', { name: /^Like/ }).click();
    await expectToast(page, UI_TEXT.offlineNotSent);

    await page.goto(`/paths/${path.slug}`);
    await expect(heading(page)).toHaveText(path.title);
    await page.getByRole('main').getByRole('link', { name: third.title }).click();
    await expect(page).toHaveURL(`/blog/${third.id}`);
    await expect(heading(page)).toHaveText(third.title);

    await page.goto(`/blog/${unsaved.id}`);
    await expect(page).toHaveURL(/\/offline\?from=/);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT.notKept })).toBeVisible();
    await list.getByRole('link', { name: saved.title }).click();
    await expect(heading(page)).toHaveText(saved.title);

    await context.setOffline(false);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, AUTH_TOASTS.signedOut);
    await page.goto('/offline');
    await expect(page.getByText(OFFLINE_TEXT.nothingKept)).toBeVisible();
    expect(await page.evaluate(async () => (await caches.keys()).includes('codegrow-kept'))).toBe(
      false,
    );
  });

  test('a subscriber’s kept premium article holds nothing of who they are, and is not served offline once the session ended', async ({
    page,
    context,
    request,
    playwright,
  }) => {
    const category = await createCategory(request, `Kept premium ${unique('C')}`);
    const premium = await createArticle(request, {
      title: `Premium kept ${unique('A')}`,
      category,
      premium: true,
      content: 'Only subscribers read this sentence.\n\n## Deeper\n\nAnd this one.',
    });
    const account = await signUp(page, newAccount('Private Reader'));
    const upgraded = await request.patch(`/api/admin/users/${await signedInUserId(page)}`, {
      headers: await adminHeaders(request),
      data: { subscription_status: 'active' },
    });
    expect(upgraded.ok(), await upgraded.text()).toBe(true);

    await page.goto(`/blog/${premium.id}`);
    await page.getByRole('button', { name: OFFLINE_TEXT.saveArticle }).click();
    await expectToast(page, OFFLINE_TEXT.articleSaved);
    const kept = await page.evaluate(async (url) => {
      const response = await (await caches.open('codegrow-kept')).match(url);
      return response ? response.text() : null;
    }, `/blog/${premium.id}`);
    expect(kept).toContain('Only subscribers read this sentence.');
    expect(kept).not.toContain(account.email);
    expect(kept).not.toContain(account.name);

    await context.setOffline(true);
    await page.goto(`/blog/${premium.id}`);
    await expect(heading(page)).toHaveText(premium.title);
    await context.setOffline(false);

    // The reader signs out everywhere from another device: this phone's session ends with it.
    const elsewhere = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const signedIn = await elsewhere.post('/api/auth/login', { data: account });
    const { token } = (await signedIn.json()) as { token: string };
    const ended = await elsewhere.delete('/api/auth/sessions', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);
    await elsewhere.dispose();

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    // The first page online asks the server, then lets the kept premium article go.
    await expect
      .poll(() =>
        page.evaluate(
          async (url) => (await (await caches.open('codegrow-kept')).match(url)) !== undefined,
          `/blog/${premium.id}`,
        ),
      )
      .toBe(false);
    await context.setOffline(true);
    await page.goto(`/blog/${premium.id}`);
    await expect(page).toHaveURL(/\/offline\?from=/);
    await expect(page.getByText('Only subscribers read this sentence.')).toHaveCount(0);
  });

  test('signing out offline finishes as the connection returns, before any signed-in page shows', async ({
    page,
    context,
  }) => {
    const account = await signUp(page, newAccount('Shared Phone'));
    await page.goto('/');
    await expect(
      page
        .getByRole('link', { name: 'Go to Dashboard' })
        .or(page.getByRole('link', { name: 'Upgrade to Premium' })),
    ).toBeVisible();
    const token = (await sessionCookieOf(page))?.value ?? '';

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, AUTH_TOASTS.signOutPending);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();

    // The next person picks the phone up once it is online again, and opens the dashboard:
    // no page the server sends them is the previous reader's.
    const documents: Array<Promise<string>> = [];
    page.on('response', (response) => {
      // A redirect (the dashboard sends a visitor to sign in) has no body to look into.
      const redirect = response.status() >= 300 && response.status() < 400;
      if (response.request().resourceType() === 'document' && !redirect)
        documents.push(response.text());
    });
    await context.setOffline(false);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    const sent = await Promise.all(documents);
    expect(sent.length).toBeGreaterThan(0);
    for (const html of sent) expect(html).not.toContain(account.email);
    // The session itself is over: its token opens nothing, and both cookies are gone.
    const refused = await page.request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('cg_sid');
    expect(names).not.toContain('cg_signout');
  });
});
