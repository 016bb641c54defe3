import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import { expect, expectToast, field, READER, signUp, test, unique } from './fixtures';
import { createArticle, createCategory } from './support/content';

/** The app's script, let through once the test says whether it loads. */
interface HeldApp {
  /** The app loads; resolves once it has taken over the page. */
  load(): Promise<void>;
  /** The script fails, as when the connection drops. */
  fail(): void;
}

/** The app's entry script. */
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

const hydrated = () => document.documentElement.dataset.hydrated === 'true';

/**
 * Opens `path` with the app's script held back, as on a slow connection: the page the server
 * rendered is there, the app is not, until the test lets it load or fail.
 */
async function openBeforeTheApp(page: Page, path: string): Promise<HeldApp> {
  let decide: (loads: boolean) => void = () => {};
  const loads = new Promise<boolean>((resolve) => (decide = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    if (await loads) await route.continue();
    else await route.abort('internetdisconnected');
  });
  // The frame's own goto: the test's page.goto waits for the app, which is held.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  // The recorder is running (apps/web/src/early-input).
  await page.waitForFunction(
    () => typeof (window as { codegrowEarlyInput?: unknown }).codegrowEarlyInput === 'object',
  );
  return {
    async load() {
      decide(true);
      await page.waitForFunction(hydrated);
      // A slow app is not a failed one.
      await expect(page.getByText(UI_TEXT.pageLoadFailed)).toBeHidden();
    },
    fail: () => decide(false),
  };
}

/**
 * Opens `path` with `script` (the app's, by default) failing to load, as when a filter blocks
 * it, and waits for the page to say it could not finish loading.
 */
async function openWithout(page: Page, path: string, script = APP_SCRIPT): Promise<void> {
  await page.route(script, (route) => route.abort('internetdisconnected'));
  // The frame's own goto: the test's page.goto would wait for the app.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('alert')).toHaveText(
    `${UI_TEXT.pageLoadFailed} ${UI_TEXT.reloadPage}`,
  );
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
    const app = await openBeforeTheApp(page, `/blog/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

    // Twice, as an impatient reader would: still one like.
    await likeButton(page).click();
    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAttribute('data-held-input', '');
    expect(likes).toHaveLength(0);

    await app.load();
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
    const app = await openBeforeTheApp(page, `/blog/${article.id}`);
    await likeButton(page).click();
    await app.load();
    await expectToast(page, READER_MESSAGES.loginToLike);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a search sent with Enter before the app loaded is searched, not sent in the address', async ({
    page,
  }) => {
    const app = await openBeforeTheApp(page, '/search');
    const search = page.getByRole('combobox', { name: 'Search articles' });
    await search.fill('indexes');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await app.load();
    await expect(page).toHaveURL(/\/search\?q=indexes$/);
  });

  test('if the app cannot load, the reader is told, nothing stays waiting, and search still works', async ({
    page,
  }) => {
    const article = await ownArticle(page);
    const app = await openBeforeTheApp(page, '/search');
    const search = page.getByRole('combobox', { name: 'Search articles' });
    // Enter clicks the form's button, so the button is what waits.
    const waiting = page.locator('[data-held-input]');
    await search.fill(article.title);
    await search.press('Enter');
    await expect(waiting).toHaveCount(1);

    app.fail();
    const notice = page.getByRole('alert').filter({ hasText: UI_TEXT.pageLoadFailed });
    await expect(notice).toBeVisible();
    await expect(waiting).toHaveCount(0);
    // The search form says where the browser may send it: the server answers with the results.
    await search.press('Enter');
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: article.title })}`);
    await expect(page.getByRole('main').getByText(article.title, { exact: true })).toBeVisible();
    await expect(notice).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    await notice.getByRole('link', { name: UI_TEXT.reloadPage }).click();
    await page.waitForFunction(hydrated);
    await expect(page.getByText(UI_TEXT.pageLoadFailed)).toBeHidden();
    await search.fill('indexes');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=indexes$/);
  });

  test('without the app, choosing a category and searching in it are answered by the server', async ({
    page,
  }) => {
    const category = await createCategory(page.request, unique('Offline'));
    const article = await createArticle(page.request, { title: unique('Found offline'), category });
    await openWithout(page, '/blogs');
    const main = page.getByRole('main');
    // Chosen alone, as with the app, the category applies at once.
    await main.getByLabel('Category').selectOption(category.slug);
    await expect(page).toHaveURL(
      `/blogs?${new URLSearchParams({ search: '', category: category.slug })}`,
    );
    await expect(main.getByText(article.title, { exact: true })).toBeVisible();
    await expect(main.getByLabel('Category')).toHaveValue(category.slug);
    await main.getByRole('searchbox', { name: 'Search articles' }).fill(article.title);
    await main.getByRole('button', { name: 'Search' }).click();
    const filters = new URLSearchParams({ search: article.title, category: category.slug });
    await expect(page).toHaveURL(`/blogs?${filters}`);
    await expect(main.getByText(article.title, { exact: true })).toBeVisible();
  });

  test('if the app cannot load, a form sent with Enter is not sent: its fields stay out of the address', async ({
    page,
  }) => {
    await openWithout(page, '/contact');
    await page.evaluate(() => {
      const defaults: string[] = ((window as { defaults?: string[] }).defaults = []);
      for (const type of ['click', 'submit']) {
        window.addEventListener(type, (event) =>
          defaults.push(`${type} ${event.defaultPrevented ? 'prevented' : 'let through'}`),
        );
      }
    });
    await field(page, 'Name').fill('Grace Hopper');
    await field(page, 'Email').fill(READER.email);
    await field(page, 'Email').press('Enter');
    // Enter clicks the form's button; the browser is told not to act on it, so no submission.
    await expect
      .poll(() => page.evaluate(() => (window as { defaults?: string[] }).defaults))
      .toEqual(['click prevented']);
    await expect(page).toHaveURL('/contact');
    await expect(page.locator('[data-held-input]')).toHaveCount(0);
  });

  test('if the page’s own code cannot load, the reader is told as well', async ({ page }) => {
    await openWithout(page, '/search', /\/assets\/search-[\w-]+\.js$/);
    await expect(page.locator('[data-held-input]')).toHaveCount(0);
  });
});
