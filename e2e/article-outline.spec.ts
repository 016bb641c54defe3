import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, test, unique } from './fixtures';
import { createArticle, createCategory, type Article } from './support/content';

const SECTIONS = ['Why indexes matter', 'Reading a query plan', 'When an index hurts', 'Summary'];
const PARAGRAPH = 'An index lets the database find rows without reading the whole table. '.repeat(
  14,
);

/** An article long enough to scroll through, with a subsection under its first section. */
async function longArticle(page: Page): Promise<Article> {
  const category = await createCategory(page.request, `Outline ${unique('O')}`);
  const body = SECTIONS.flatMap((section, index) => [
    `## ${section}`,
    PARAGRAPH,
    PARAGRAPH,
    ...(index === 0 ? ['### B-trees', PARAGRAPH] : []),
  ]);
  return createArticle(page.request, {
    title: `Indexes from the ground up ${unique('I')}`,
    category,
    content: [`An introduction. ${PARAGRAPH}`, ...body].join('\n\n'),
  });
}

const outline = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const entry = (nav: Locator, name: string) => nav.getByRole('link', { name, exact: true });

/** Scrolls so the section's heading sits just under the header, as a reader would. */
async function readUpTo(page: Page, headingId: string): Promise<void> {
  await page
    .locator(`#${headingId}`)
    .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + scrollY - 100));
}

test.describe('An article outline', () => {
  test('stays beside the text on a wide screen and marks the section being read', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const article = await longArticle(page);
    await page.goto(`/blog/${article.id}`);

    const nav = outline(page);
    await expect(nav.getByRole('link')).toHaveText([
      SECTIONS[0] ?? '',
      'B-trees',
      ...SECTIONS.slice(1),
    ]);
    await expect(entry(nav, 'Why indexes matter')).toHaveAttribute('aria-current', 'location');

    await readUpTo(page, 'reading-a-query-plan');
    await expect(entry(nav, 'Reading a query plan')).toHaveAttribute('aria-current', 'location');
    await expect(entry(nav, 'Why indexes matter')).not.toHaveAttribute('aria-current');
    await expect(nav).toBeInViewport();

    await entry(nav, 'When an index hurts').click();
    await expect(page).toHaveURL(/#when-an-index-hurts$/);
    await expect(page.getByRole('heading', { name: 'When an index hurts' })).toBeInViewport();
    await expect(entry(nav, 'When an index hurts')).toHaveAttribute('aria-current', 'location');

    // Each heading links to its own section; the link is copied to share.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const summary = page.getByRole('heading', { name: 'Summary' });
    await summary.hover();
    await summary.getByRole('link', { name: 'Link to the section Summary' }).click();
    await expectToast(page, READER_MESSAGES.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/blog/${article.id}#summary$`),
    );
  });

  test('folds above the text on a phone and takes the reader to a section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const article = await longArticle(page);
    await page.goto(`/blog/${article.id}`);

    const nav = outline(page);
    await expect(nav).toBeHidden();
    await page.locator('summary', { hasText: 'On this page' }).click();
    await entry(nav, 'Summary').click();
    await expect(page).toHaveURL(/#summary$/);
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeInViewport();
  });

  test('keeps the section being read in view in a long outline, which scrolls on its own', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const category = await createCategory(page.request, `Outline ${unique('O')}`);
    const sections = Array.from({ length: 30 }, (_, index) => `Lesson ${index + 1}`);
    const article = await createArticle(page.request, {
      title: `A long course ${unique('L')}`,
      category,
      content: sections.flatMap((section) => [`## ${section}`, PARAGRAPH]).join('\n\n'),
    });
    await page.goto(`/blog/${article.id}`);
    const nav = outline(page);
    await expect(entry(nav, 'Lesson 30')).not.toBeInViewport();

    await readUpTo(page, 'lesson-28');
    await expect(entry(nav, 'Lesson 28')).toHaveAttribute('aria-current', 'location');
    await expect(entry(nav, 'Lesson 28')).toBeInViewport();
    await expect(entry(nav, 'Lesson 1')).not.toBeInViewport();

    await readUpTo(page, 'lesson-2');
    await expect(entry(nav, 'Lesson 2')).toHaveAttribute('aria-current', 'location');
    await expect(entry(nav, 'Lesson 2')).toBeInViewport();
  });
});
