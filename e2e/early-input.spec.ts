import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Page } from '@playwright/test';
import { expect, expectToast, signUp, test, unique } from './fixtures';
import { createArticle, createCategory } from './support/content';

/**
 * Opens `path` with the app's script held back, as on a slow connection: the page the server
 * rendered is there, the app is not. The app loads when the returned function is called.
 */
async function openBeforeTheApp(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own goto: the test's page.goto waits for the app, which is held.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  // The recorder is running (apps/web/src/early-input).
  await page.waitForFunction(
    () => typeof (window as { codegrowEarlyInput?: unknown }).codegrowEarlyInput === 'object',
  );
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  };
}

const likeButton = (page: Page) => page.getByRole('button', { name: /^Like \d+ likes?$/ });

async function ownArticle(page: Page) {
  const category = await createCategory(page.request, unique('Early'));
  return createArticle(page.request, { title: unique('Clicked early'), category });
}

test.describe('Input before the app has loaded', () => {
  test('a reader’s like clicked before the app loaded counts once, as theirs', async ({ page }) => {
    await signUp(page);
    const article = await ownArticle(page);
    const likes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/blogs/${article.id}/like`)) {
        likes.push(request.url());
      }
    });
    const loadApp = await openBeforeTheApp(page, `/blog/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

    // Twice, as an impatient reader would: still one like.
    await likeButton(page).click();
    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAttribute('data-held-input', '');
    expect(likes).toHaveLength(0);

    await loadApp();
    await expectToast(page, READER_MESSAGES.liked);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(likeButton(page)).toHaveText(/Like 1/);
    await expect(likeButton(page)).not.toHaveAttribute('data-held-input');
    expect(likes).toHaveLength(1);

    await page.reload();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a visitor’s early like is answered with the invitation to log in', async ({ page }) => {
    const article = await ownArticle(page);
    const loadApp = await openBeforeTheApp(page, `/blog/${article.id}`);
    await likeButton(page).click();
    await loadApp();
    await expectToast(page, READER_MESSAGES.loginToLike);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a search sent with Enter before the app loaded is searched, not sent in the address', async ({
    page,
  }) => {
    const loadApp = await openBeforeTheApp(page, '/search');
    const field = page.getByRole('combobox', { name: 'Search articles' });
    await field.fill('indexes');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await loadApp();
    await expect(page).toHaveURL(/\/search\?q=indexes$/);
  });
});
