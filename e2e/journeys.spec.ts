import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  expectToast,
  field,
  newAccount,
  signUp,
  test,
  unique,
  type Credentials,
} from './fixtures';
import { createArticle, createCategory } from './support/content';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Signs in on the sign-in page the app sent the reader to, as a person would. */
async function signInHere(page: Page, credentials: Credentials) {
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await field(page, 'Email').fill(credentials.email);
  await field(page, 'Password').fill(credentials.password);
  await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
}

test.describe('Journeys that keep what the reader did', () => {
  test('a page loaded afresh opens at its top; Back returns to where the reader was', async ({
    page,
  }) => {
    await page.goto('/blog/2');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);

    await page.goto('/blog/1');
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/blog/2');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  });

  test('signing in from the premium lock lands back on the article', async ({ page, request }) => {
    const category = await createCategory(request, `Topic ${unique('J')}`);
    const premium = await createArticle(request, {
      title: `Locked read ${unique('A')}`,
      category,
      premium: true,
    });
    await page.goto(`/blog/${premium.id}`);
    await expect(page.getByText('Already a member? Log in to keep reading.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await signInHere(page, ADMIN);
    await expect(page).toHaveURL(`/blog/${premium.id}`);
    await expect(page.getByRole('main').getByText(READER_MESSAGES.premiumContent)).toHaveCount(0);
  });

  test('a comment sent after the session ended is posted once the reader signs in again', async ({
    page,
    context,
  }) => {
    const account = await signUp(page, newAccount('Kept Commenter'));
    await page.goto('/blog/1');
    const text = `Posted after signing in again ${unique('C')}`;
    await page.getByLabel('Add a comment').fill(text);
    // The session ends (it expired, or was revoked elsewhere) while the reader writes.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Post comment' }).click();

    const discussion = page.getByRole('region', { name: /Comments/ });
    await discussion.getByRole('link', { name: UI_TEXT.logIn }).click();
    await signInHere(page, account);
    await expect(page).toHaveURL('/blog/1');
    await expectToast(page, READER_MESSAGES.commentAdded);
    await expect(discussion.getByText(text)).toBeVisible();
    await expect(page.getByLabel('Add a comment')).toHaveValue('');
  });

  test('a visitor’s transaction ID waits for them through signing in', async ({
    page,
    request,
  }) => {
    const account = newAccount('Paying Visitor');
    await request.post('/api/auth/register', { data: account });
    await page.goto('/subscribe');
    await page.getByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }).click();
    await expect(page.getByText(TRANSACTION_MESSAGES.signInFirst)).toBeVisible();
    const trxId = unique('V').slice(-10);
    await page.getByLabel('Transaction ID', { exact: true }).fill(trxId);
    await page.getByRole('button', { name: 'Submit Transaction' }).click();
    await expectToast(page, TRANSACTION_MESSAGES.loginToSubmit);

    await signInHere(page, account);
    await expect(page).toHaveURL('/subscribe?view=payment');
    await expect(page.getByLabel('Transaction ID', { exact: true })).toHaveValue(trxId);
    await page.getByRole('button', { name: 'Submit Transaction' }).click();
    await expectToast(page, TRANSACTION_MESSAGES.submitted);
  });
});

test.describe('First visits on small phones', () => {
  test('no page scrolls sideways at 320 px, whatever an excerpt holds', async ({
    page,
    request,
  }) => {
    const url = `https://example.com/${'a-very-long-path-segment-'.repeat(8)}`.slice(0, 200);
    const category = await createCategory(request, `Topic ${unique('W')}`);
    const article = await createArticle(request, {
      title: `Wide words ${unique('A')} Supercalifragilisticexpialidociouslylongwordwithoutanybreak`,
      category,
      excerpt: `Read ${url} before you start.`,
      content: `See ${url} for more.\n\n## Notes\n\nAnd ${url} again.`,
    });
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of [
      '/',
      '/blogs',
      `/blogs?category=${category.slug}`,
      `/blog/${article.id}`,
      `/search?q=${encodeURIComponent('Wide words')}`,
      '/paths',
      '/subscribe',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('A dark phone on a slow network', () => {
  test('the first paint is dark, before the stylesheet has come, with no cookie', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // The stylesheet takes its time, as on a slow mobile network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.css', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/blog/1', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await context.cookies()).toEqual([]);
    const colours = () =>
      page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        scheme: getComputedStyle(document.documentElement).colorScheme,
        text: getComputedStyle(document.body).color,
        background: getComputedStyle(document.body).backgroundColor,
      }));
    const before = await colours();
    expect(before).toMatchObject({ dark: true, scheme: 'dark' });
    // The site's own dark colours from the first paint (the first screen's styles come with
    // the page), the same as once the stylesheet is in: nothing changes colour as it arrives.
    release();
    await page.waitForFunction(() =>
      Array.from(document.styleSheets).some((sheet) => sheet.href?.endsWith('.css')),
    );
    await page.waitForLoadState('load');
    expect(await colours()).toEqual(before);
    expect(before.text).not.toBe('rgb(0, 0, 0)');
    await context.close();
  });
});

test.describe('Writes made offline', () => {
  test('a like or a comment made offline is refused at once, saying nothing was sent', async ({
    page,
    context,
  }) => {
    await signUp(page, newAccount('Offline Reader'));
    await page.goto('/blog/1');
    const like = page.getByRole('button', { name: /^Like/ });
    const pressedBefore = await like.getAttribute('aria-pressed');
    await context.setOffline(true);
    await like.click();
    await expectToast(page, UI_TEXT.offlineNotSent);
    await expect(like).toHaveAttribute('aria-pressed', pressedBefore ?? 'false');

    const text = `Written on a train ${unique('T')}`;
    await page.getByLabel('Add a comment').fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expectToast(page, UI_TEXT.offlineNotSent);
    // Nothing lost: the comment waits in its field for the connection.
    await expect(page.getByLabel('Add a comment')).toHaveValue(text);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expectToast(page, READER_MESSAGES.commentAdded);
  });
});

test.describe('Installing the site on a phone', () => {
  test('the browser finds the site installable; the manifest’s icons are served', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // Chromium's own installability check, as its install prompt runs it. A test's browser
    // context is a private window, where no site installs; every other criterion must hold.
    const chromium = await page.context().newCDPSession(page);
    const { installabilityErrors } = await chromium.send('Page.getInstallabilityErrors');
    const errors = installabilityErrors.map((error) => error.errorId);
    expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(href ?? '')).json()) as {
      icons: { src: string }[];
    };
    for (const icon of manifest.icons) {
      const served = await request.get(icon.src);
      expect(served.headers()['content-type']).toBe('image/png');
    }
  });
});
