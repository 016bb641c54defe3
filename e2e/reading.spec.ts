import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { LIMITS } from '@codegrow/shared/constants/limits';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import { ADMIN, expect, field, login, test, toast } from './fixtures';

const FREE_ARTICLE = 'SQL Joins: A Visual Guide';
const PREMIUM_ARTICLE = 'Database Indexing: How B-Trees Make Queries Fast';
const CLOSURES_ARTICLE = 'JavaScript Closures Explained with Real Examples';
/** A heading every seeded article body has, and its lock screen must not show. */
const BODY_HEADING = 'Why it matters';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });

/** Opens an article the way a reader would: from the Databases list, by its title. */
async function openDatabasesArticle(page: Page, title: string): Promise<void> {
  await page.goto('/blogs?category=databases');
  await cards(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe('Reading articles', () => {
  test('the home page shows the six latest articles and invites visitors to go premium', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(LIMITS.homeLatestBlogs);

    const first = cards(page).first();
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      /^\/blog\/\d+$/,
    );
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    for (const card of await cards(page).all()) {
      const excerpt = (await card.locator('p').first().textContent()) ?? '';
      expect(excerpt.length).toBeLessThanOrEqual(LIMITS.homeExcerptLength + 1);
    }

    const banner = page.getByRole('region', { name: /premium/i });
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/subscribe');

    await first.getByRole('link', { name: /^Read More/ }).click();
    await expect(page).toHaveURL(/\/blog\/\d+$/);
  });

  test('the list loads nine at a time and filters by category from page one', async ({ page }) => {
    await page.goto('/blogs');
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);

    await page.getByRole('button', { name: READER_MESSAGES.loadMore }).click();
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize * 2);

    await expect(categorySelect(page).getByRole('option').first()).toHaveText(
      READER_MESSAGES.allCategories,
    );
    await expect(categorySelect(page)).toContainText('Databases (4)');
    await categorySelect(page).selectOption({ label: 'Databases (4)' });
    await expect(page).toHaveURL('/blogs?category=databases');
    await expect(cards(page)).toHaveCount(4);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('link', { name: 'Databases', exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: READER_MESSAGES.loadMore })).toHaveCount(0);

    // Premium cards the visitor cannot read offer the subscription instead.
    const premium = cards(page).filter({ hasText: PREMIUM_ARTICLE });
    await expect(
      premium.getByRole('link', { name: READER_MESSAGES.subscribeToRead }),
    ).toHaveAttribute('href', '/subscribe');
    const free = cards(page).filter({ hasText: FREE_ARTICLE });
    await expect(free.getByRole('link', { name: READER_MESSAGES.subscribeToRead })).toHaveCount(0);

    // Back to every category: page one again, not the eighteen loaded before.
    await categorySelect(page).selectOption({ label: READER_MESSAGES.allCategories });
    await expect(page).toHaveURL('/blogs');
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);

    await page.goBack();
    await expect(page).toHaveURL('/blogs?category=databases');
    await expect(cards(page)).toHaveCount(4);
  });

  test('a search finds an article, lives in the URL and can come up empty', async ({ page }) => {
    await page.goto('/blogs');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('closures');
    await search.press('Enter');
    await expect(page).toHaveURL('/blogs?search=closures');
    await expect(cards(page).first()).toContainText(CLOSURES_ARTICLE);

    // A shared link opens the same results with the box filled in.
    await page.reload();
    await expect(search).toHaveValue('closures');
    await expect(cards(page).first()).toContainText(CLOSURES_ARTICLE);

    await search.fill('zebra quantum origami');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: READER_MESSAGES.noBlogsFound })).toBeVisible();
    await expect(page.getByText(READER_MESSAGES.noBlogsHint, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.goBack();
    await expect(search).toHaveValue('closures');
    await expect(cards(page).first()).toContainText(CLOSURES_ARTICLE);
  });

  test('a free article renders its Markdown with highlighted code and the long date', async ({
    page,
  }) => {
    await openDatabasesArticle(page, FREE_ARTICLE);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    const code = main.locator('pre > code.language-sql');
    await expect(code).toHaveClass(/hljs/);
    await expect(code.locator('.hljs-keyword').first()).toBeVisible();
    await expect(main.locator('header time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(main.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Databases', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: '#sql' })).toHaveAttribute(
      'href',
      '/blogs?search=sql',
    );
    await expect(main.getByText(READER_MESSAGES.premiumContent)).toHaveCount(0);
  });

  test('a visitor gets the lock screen for a premium article, not its body', async ({ page }) => {
    await openDatabasesArticle(page, PREMIUM_ARTICLE);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { name: READER_MESSAGES.premiumContent })).toBeVisible();
    await expect(main.getByRole('link', { name: READER_MESSAGES.subscribeNow })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await expect(main.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(main.getByText('B-Tree', { exact: false }).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: BODY_HEADING })).toHaveCount(0);
    await expect(main.locator('pre')).toHaveCount(0);
    await expect(main.getByRole('link', { name: READER_MESSAGES.addMindmap })).toHaveCount(0);
  });

  test('signing in unlocks the premium article in the same tab', async ({ page }) => {
    await openDatabasesArticle(page, PREMIUM_ARTICLE);
    await expect(page.getByRole('heading', { name: READER_MESSAGES.premiumContent })).toBeVisible();

    // Client-side all the way (no reload), so the visitor's cached answers could go stale.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await field(page, 'Email').fill(ADMIN.email);
    await field(page, 'Password').fill(ADMIN.password);
    await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true }).click();
    await categorySelect(page).selectOption('databases');
    const premium = cards(page).filter({ hasText: PREMIUM_ARTICLE });
    await expect(premium).toHaveCount(1);
    await expect(premium.getByRole('link', { name: READER_MESSAGES.subscribeToRead })).toHaveCount(
      0,
    );
    await premium.getByRole('link', { name: PREMIUM_ARTICLE, exact: true }).click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    await expect(main.locator('pre > code')).toHaveCount(1);
    await expect(main.getByText(READER_MESSAGES.premiumContent)).toHaveCount(0);
  });

  test('the admin reads premium articles and can add a mind map', async ({ page }) => {
    await login(page, ADMIN);
    await openDatabasesArticle(page, PREMIUM_ARTICLE);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    await expect(main.getByText(READER_MESSAGES.premiumContent)).toHaveCount(0);
    await expect(main.getByRole('link', { name: READER_MESSAGES.addMindmap })).toHaveAttribute(
      'href',
      /^\/mindmap\/create\/\d+$/,
    );

    // The joins article already has its mind map.
    await openDatabasesArticle(page, FREE_ARTICLE);
    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    await expect(main.getByRole('link', { name: READER_MESSAGES.addMindmap })).toHaveCount(0);
  });

  test('when the server fails, the list says so', async ({ page }) => {
    const fail = { status: 500, json: { message: 'boom' } };
    await page.route('**/api/blogs?*', (route) => route.fulfill(fail));
    await page.route('**/api/categories/stats', (route) => route.fulfill(fail));
    await page.goto('/blogs');
    // Server errors are retried twice (1 s, then 2 s) before the reader is told.
    await expect(toast(page, READER_MESSAGES.fetchBlogsFailed)).toBeVisible({ timeout: 10_000 });
    await expect(toast(page, READER_MESSAGES.fetchCategoriesFailed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    await page.unroute('**/api/blogs?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);
  });

  test('an unknown article says so and leads back to the list', async ({ page }) => {
    await page.goto('/blog/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(READER_MESSAGES.blogNotFound);
    await page.getByRole('main').getByRole('link', { name: /blogs/i }).click();
    await expect(page).toHaveURL('/blogs');
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);
  });

  test('on a phone the cards stack in one column', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blogs');
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);
    const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(a?.x).toBe(b?.x);
    expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
