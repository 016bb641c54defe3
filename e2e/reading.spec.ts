import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { LIMITS } from '@codegrow/shared/constants/limits';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, expectToast, field, signIn, test, unique } from './fixtures';
import {
  createArticle,
  createCategory,
  createMindmap,
  type Article,
  type Category,
} from './support/content';

/** The heading every article made here has in its body, and a lock screen must not show. */
const BODY_HEADING = 'Why it matters';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });

/** A category of this test's own with one free and one premium article in it. */
async function topicWithArticles(request: APIRequestContext) {
  const category = await createCategory(request, `Topic ${unique('R')}`);
  const free = await createArticle(request, { title: `Free guide ${unique('F')}`, category });
  const premium = await createArticle(request, {
    title: `Premium guide ${unique('P')}`,
    category,
    premium: true,
    excerpt: 'How B-Trees keep lookups fast.',
  });
  return { category, free, premium };
}

/** Opens an article the way a reader would: from its category's list, by its title. */
async function openFromList(page: Page, category: Category, article: Article): Promise<void> {
  await page.goto(`/blogs?category=${category.slug}`);
  await cards(page).getByRole('link', { name: article.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
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

  test('the list loads nine at a time and filters by category from page one', async ({
    page,
    request,
  }) => {
    const { category, free, premium } = await topicWithArticles(request);
    // Ten in all: one page of nine, and one more behind 'Load More'.
    for (let index = 0; index < 8; index += 1)
      await createArticle(request, { title: `Extra read ${unique('X')}`, category });
    const option = `${category.name} (10)`;

    await page.goto('/blogs');
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);
    await expect(categorySelect(page).getByRole('option').first()).toHaveText(
      READER_MESSAGES.allCategories,
    );
    await expect(categorySelect(page)).toContainText(option);
    await categorySelect(page).selectOption({ label: option });
    await expect(page).toHaveURL(`/blogs?category=${category.slug}`);
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('link', { name: category.name, exact: true })).toBeVisible();
    }
    // From the keyboard: the reader goes on from the first card loaded, not the page's top.
    await page.getByRole('button', { name: READER_MESSAGES.loadMore }).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: READER_MESSAGES.loadMore })).toHaveCount(0);
    await expect(cards(page).nth(9).getByRole('link').first()).toBeFocused();

    // Premium cards the visitor cannot read offer the subscription instead.
    const premiumCard = cards(page).filter({ hasText: premium.title });
    await expect(
      premiumCard.getByRole('link', { name: READER_MESSAGES.subscribeToRead }),
    ).toHaveAttribute('href', '/subscribe');
    const freeCard = cards(page).filter({ hasText: free.title });
    await expect(freeCard.getByRole('link', { name: READER_MESSAGES.subscribeToRead })).toHaveCount(
      0,
    );

    // Another category, then this one again: page one each time, not the ten loaded before.
    await categorySelect(page).selectOption({ label: READER_MESSAGES.allCategories });
    await expect(page).toHaveURL('/blogs');
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);
    await categorySelect(page).selectOption({ label: option });
    await expect(page).toHaveURL(`/blogs?category=${category.slug}`);
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);
    await expect(page.getByRole('button', { name: READER_MESSAGES.loadMore })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/blogs');
    await expect(categorySelect(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(LIMITS.blogListPageSize);
  });

  test('a search finds an article, lives in the URL and can come up empty', async ({
    page,
    request,
  }) => {
    const word = unique('Quokka').toLowerCase();
    const category = await createCategory(request, `Topic ${unique('S')}`);
    const article = await createArticle(request, { title: `Searching for ${word}`, category });

    await page.goto('/blogs');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(`/blogs?search=${word}`);
    await expect(cards(page).first()).toContainText(article.title);

    // A shared link opens the same results with the box filled in.
    await page.reload();
    await expect(search).toHaveValue(word);
    await expect(cards(page).first()).toContainText(article.title);

    await search.fill('zebra quantum origami');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: READER_MESSAGES.noBlogsFound })).toBeVisible();
    await expect(page.getByText(READER_MESSAGES.noBlogsHint, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.goBack();
    await expect(search).toHaveValue(word);
    await expect(cards(page).first()).toContainText(article.title);
  });

  test('a free article renders its Markdown with highlighted code and the long date', async ({
    page,
    request,
  }) => {
    const { category, free } = await topicWithArticles(request);
    await openFromList(page, category, free);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    const code = main.locator('pre > code.language-sql');
    await expect(code).toHaveClass(/hljs/);
    await expect(code.locator('.hljs-keyword').first()).toBeVisible();
    await expect(main.locator('header time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(main.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(main.getByRole('link', { name: category.name, exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: '#sql' })).toHaveAttribute(
      'href',
      '/blogs?search=sql',
    );
    await expect(main.getByText(READER_MESSAGES.premiumContent)).toHaveCount(0);
  });

  test('a visitor gets the lock screen for a premium article, not its body', async ({
    page,
    request,
  }) => {
    const { category, premium } = await topicWithArticles(request);
    await openFromList(page, category, premium);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { name: READER_MESSAGES.premiumContent })).toBeVisible();
    await expect(main.getByRole('link', { name: READER_MESSAGES.subscribeNow })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    // Signing in brings the reader back to this article.
    await expect(main.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(new URL(page.url()).pathname)}`,
    );
    await expect(main.getByText('B-Trees', { exact: false }).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: BODY_HEADING })).toHaveCount(0);
    await expect(main.locator('pre')).toHaveCount(0);
    await expect(main.getByRole('link', { name: READER_MESSAGES.addMindmap })).toHaveCount(0);
  });

  test('signing in unlocks the premium article in the same tab', async ({ page, request }) => {
    const { category, premium } = await topicWithArticles(request);
    await openFromList(page, category, premium);
    await expect(page.getByRole('heading', { name: READER_MESSAGES.premiumContent })).toBeVisible();

    // Client-side all the way (no reload), so the visitor's cached answers could go stale.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await field(page, 'Email').fill(ADMIN.email);
    await field(page, 'Password').fill(ADMIN.password);
    await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true }).click();
    await categorySelect(page).selectOption(category.slug);
    const premiumCard = cards(page).filter({ hasText: premium.title });
    await expect(premiumCard).toHaveCount(1);
    await expect(
      premiumCard.getByRole('link', { name: READER_MESSAGES.subscribeToRead }),
    ).toHaveCount(0);
    await premiumCard.getByRole('link', { name: premium.title, exact: true }).click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    await expect(main.locator('pre > code')).toHaveCount(1);
    await expect(main.getByText(READER_MESSAGES.premiumContent)).toHaveCount(0);
  });

  test('the admin reads premium articles and can add a mind map', async ({ page, request }) => {
    const { category, free, premium } = await topicWithArticles(request);
    await createMindmap(request, { title: 'Its map', data: defaultMindmapData(), article: free });
    await signIn(page, ADMIN);
    await openFromList(page, category, premium);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    await expect(main.getByText(READER_MESSAGES.premiumContent)).toHaveCount(0);
    await expect(main.getByRole('link', { name: READER_MESSAGES.addMindmap })).toHaveAttribute(
      'href',
      `/mindmap/create/${premium.id}`,
    );

    // The free article already has its mind map.
    await openFromList(page, category, free);
    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    await expect(main.getByRole('link', { name: READER_MESSAGES.addMindmap })).toHaveCount(0);
  });

  test('when the server fails, the list says so', async ({ page }) => {
    const fail = { status: 500, json: { message: 'boom' } };
    // A page opened in the app fetches its own data (a first page arrives with it).
    await page.goto('/contact');
    await page.route('**/api/blogs?*', (route) => route.fulfill(fail));
    await page.route('**/api/categories/stats', (route) => route.fulfill(fail));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    // Server errors are retried twice (1 s, then 2 s) before the reader is told.
    await expectToast(page, READER_MESSAGES.fetchBlogsFailed);
    await expectToast(page, READER_MESSAGES.fetchCategoriesFailed);
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
