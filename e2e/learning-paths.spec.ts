import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { LEARNING_TEXT, stepOfPath, stepsRead } from '@codegrow/shared/constants/learning';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, expectToast, signIn, signUp, test, unique } from './fixtures';
import { createArticle, createCategory, createPath, type Article } from './support/content';

const PARAGRAPH = 'A join combines rows of two tables on a condition they share. '.repeat(16);

/** Articles long enough to stop half-way through, and a path of them in that order. */
async function pathOfArticles(
  request: APIRequestContext,
  { premiumSecond = false }: { premiumSecond?: boolean } = {},
) {
  const category = await createCategory(request, `Path topic ${unique('C')}`);
  const articles: Article[] = [];
  for (const [index, name] of ['Tables', 'Joins', 'Indexes'].entries()) {
    const sections = [1, 2, 3, 4, 5, 6].flatMap((n) => [`## ${name} part ${n}`, PARAGRAPH]);
    articles.push(
      await createArticle(request, {
        title: `${name} ${unique('A')}`,
        category,
        content: [`Step ${index + 1}. ${PARAGRAPH}`, ...sections].join('\n\n'),
        premium: premiumSecond && index === 1,
      }),
    );
  }
  return { ...(await createPath(request, `SQL path ${unique('P')}`, articles)), articles };
}

const progressSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/api/progress/') && response.request().method() === 'PUT',
  );

/** Scrolls the window to `share` of the way down the page, as a reader would. */
async function scrollTo(page: Page, share: number): Promise<number> {
  return page.evaluate((part) => {
    const top = Math.round((document.documentElement.scrollHeight - innerHeight) * part);
    window.scrollTo(0, top);
    return top;
  }, share);
}

test.describe('Learning paths', () => {
  test('a reader follows a path, stops half-way, and Continue brings them back there', async ({
    page,
  }) => {
    const path = await pathOfArticles(page.request);
    const [first, second] = path.articles;
    await signUp(page);

    await page.goto('/paths');
    await page.getByRole('link', { name: path.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.title);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', stepsRead(0, 3));
    await page.getByRole('link', { name: LEARNING_TEXT.start }).click();

    // The first step, read to its end, counts as read.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
    await expect(page.getByRole('link', { name: stepOfPath(1, 3, path.title) })).toBeVisible();
    const read = progressSaved(page);
    await scrollTo(page, 1);
    await read;
    await expect(page.getByRole('button', { name: LEARNING_TEXT.markUnread })).toBeVisible();

    // The second, left half-way.
    await page.getByRole('link', { name: new RegExp(LEARNING_TEXT.nextStep) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second?.title ?? '');
    const kept = progressSaved(page);
    const stoppedAt = await scrollTo(page, 0.5);
    await kept;

    // Back later, in a fresh page: the path knows where the reader is.
    await page.goto(`/paths/${path.slug}`);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', stepsRead(1, 3));
    await expect(page.getByRole('listitem').filter({ hasText: first?.title ?? '' })).toContainText(
      LEARNING_TEXT.read,
    );
    await page.getByRole('link', { name: LEARNING_TEXT.continue }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second?.title ?? '');
    await expect
      .poll(() => page.evaluate(() => Math.round(scrollY)))
      .toBeGreaterThan(stoppedAt - 60);
    expect(await page.evaluate(() => Math.round(scrollY))).toBeLessThan(stoppedAt + 60);

    // The dashboard's Learning tab offers the same way back, and Blogs Read counts the first.
    await page.goto('/dashboard?tab=learning');
    await expect(
      page
        .getByRole('main')
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: 'Blogs Read' }) }),
    ).toContainText('1');
    await expect(page.getByRole('link', { name: path.title })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${LEARNING_TEXT.continue}: ${second?.title}` }),
    ).toBeVisible();
  });

  test('a visitor’s progress in the browser joins the account on sign-in', async ({ page }) => {
    const path = await pathOfArticles(page.request);
    const [first] = path.articles;
    await page.goto(`/blog/${first?.id}`);
    await page.getByRole('button', { name: LEARNING_TEXT.markRead }).click();
    await expect(page.getByRole('button', { name: LEARNING_TEXT.markUnread })).toBeVisible();
    await page.goto(`/paths/${path.slug}`);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', stepsRead(1, 3));

    await signUp(page);
    await page.goto(`/paths/${path.slug}`);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', stepsRead(1, 3));
    // Kept by the account now, not the browser: another browser of the same reader sees it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('readingProgress')))
      .toBeNull();
  });

  test('a reader skips a step: it is neither read nor where Continue goes, until taken back', async ({
    page,
  }) => {
    const path = await pathOfArticles(page.request);
    const [first, second] = path.articles;
    await signUp(page);
    await page.goto(`/paths/${path.slug}`);
    const progress = page.getByRole('progressbar');
    const continueLink = page.getByRole('link', { name: LEARNING_TEXT.start });
    await expect(continueLink).toHaveAttribute('href', `/blog/${first?.id}`);

    const skipFirst = page.getByRole('button', { name: `Skip: ${first?.title}` });
    await expect(skipFirst).toHaveAttribute('aria-pressed', 'false');
    await skipFirst.click();
    await expect(skipFirst).toHaveAttribute('aria-pressed', 'true');
    await expect(progress).toHaveAttribute('aria-valuetext', `${stepsRead(0, 3)} · 1 skipped`);
    await expect(page.getByRole('link', { name: LEARNING_TEXT.continue })).toHaveAttribute(
      'href',
      `/blog/${second?.id}`,
    );
    await expect(page.getByRole('listitem').filter({ hasText: first?.title })).toContainText(
      'Skipped',
    );

    // Kept on the server: the dashboard's Learning tab says the same.
    await page.goto('/dashboard?tab=learning');
    await expect(page.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      `${stepsRead(0, 3)} · 1 skipped`,
    );

    await page.goto(`/paths/${path.slug}`);
    await skipFirst.click();
    await expect(skipFirst).toHaveAttribute('aria-pressed', 'false');
    await expect(progress).toHaveAttribute('aria-valuetext', stepsRead(0, 3));
    await expect(page.getByRole('link', { name: LEARNING_TEXT.continue })).toHaveAttribute(
      'href',
      `/blog/${first?.id}`,
    );

    // Offline, a skip is refused at once and says so; nothing changes.
    await page.context().setOffline(true);
    await skipFirst.click();
    await expectToast(page, UI_TEXT.offlineNotSent);
    await expect(skipFirst).toHaveAttribute('aria-pressed', 'false');
    await page.context().setOffline(false);
  });

  test('a reader who completed a path starts it again', async ({ page, baseURL }) => {
    const path = await pathOfArticles(page.request);
    await signUp(page);
    for (const article of path.articles) {
      const read = await page.request.put(`/api/progress/${article.id}`, {
        headers: { origin: baseURL ?? '' },
        data: { position: 1, read: true },
      });
      expect(read.ok()).toBe(true);
    }
    await page.goto(`/paths/${path.slug}`);
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuetext', stepsRead(3, 3));
    await expect(page.getByText(LEARNING_TEXT.completed)).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(progress).toHaveAttribute('aria-valuetext', stepsRead(0, 3));
    await expect(page.getByRole('link', { name: LEARNING_TEXT.continue })).toHaveAttribute(
      'href',
      `/blog/${path.articles[0]?.id}`,
    );
    await page.reload();
    await expect(progress).toHaveAttribute('aria-valuetext', stepsRead(0, 3));
  });

  test('search finds a path by its name, beside the articles', async ({ page }) => {
    const path = await pathOfArticles(page.request);
    await page.goto(`/search?q=${encodeURIComponent(path.title)}`);
    const found = page.getByRole('region', { name: 'Categories and learning paths' });
    await found.getByRole('link', { name: new RegExp(path.title) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.title);
  });

  test('a premium step stays locked for a free reader', async ({ page }) => {
    const path = await pathOfArticles(page.request, { premiumSecond: true });
    await signUp(page);
    await page.goto(`/paths/${path.slug}`);
    const premiumStep = page
      .getByRole('listitem')
      .filter({ hasText: path.articles[1]?.title ?? '' });
    await expect(premiumStep).toContainText(READER_MESSAGES.subscribeToRead);
    await premiumStep.getByRole('link').click();
    await expect(page.getByText(READER_MESSAGES.premiumContent)).toBeVisible();
    await expect(page.getByRole('button', { name: LEARNING_TEXT.markRead })).toHaveCount(0);

    // The locked step does not end the path: its neighbours are a click away.
    await expect(page.getByText(LEARNING_TEXT.lockedStepHint)).toBeVisible();
    const steps = page.getByRole('navigation', { name: `${path.title}: previous and next steps` });
    await expect(steps.getByRole('link', { name: /Previous step/ })).toContainText(
      path.articles[0]?.title ?? '',
    );
    await steps.getByRole('link', { name: /Next step/ }).click();
    await expect(page).toHaveURL(`/blog/${path.articles[2]?.id}`);

    // Continue passes over the step the reader cannot open.
    await page.goto(`/paths/${path.slug}`);
    // 'Start' or 'Continue', as the server may already count the steps opened above.
    const onward = new RegExp(`^(${LEARNING_TEXT.start}|${LEARNING_TEXT.continue})$`);
    await page.getByRole('link', { name: onward }).click();
    await expect(page).toHaveURL(`/blog/${path.articles[0]?.id}`);
    await page.getByRole('button', { name: LEARNING_TEXT.markRead }).click();
    await page.goto(`/paths/${path.slug}`);
    const next = page.getByRole('link', { name: LEARNING_TEXT.continue });
    await expect(next).toHaveAttribute('href', `/blog/${path.articles[2]?.id}`);
  });

  test('an admin makes a path and orders its steps by keyboard and by dragging', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, `Admin path ${unique('C')}`);
    const titles = ['Alpha', 'Beta', 'Gamma'].map((name) => `${name} ${unique('S')}`);
    for (const title of titles) await createArticle(request, { title, category });
    const pathTitle = `Ordered path ${unique('O')}`;

    await signIn(page, ADMIN);
    await page.goto('/admin?tab=paths');
    await page.getByRole('button', { name: 'New path' }).click();
    await page.getByLabel('Title', { exact: true }).fill(pathTitle);
    await page.getByLabel('Level').selectOption('intermediate');
    for (const title of titles) {
      await page.getByLabel('Article to add').selectOption({ label: title });
      await page.getByRole('button', { name: 'Add step' }).click();
    }
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveText(titles.map((title) => new RegExp(title)));

    // Gamma to the top from the keyboard: Alpha, Beta, Gamma → Gamma, Alpha, Beta.
    await page.getByRole('button', { name: `Move ${titles[2]}`, exact: true }).focus();
    await page.keyboard.press('Home');
    await expect(steps.first()).toContainText(titles[2] ?? '');
    await expect(
      page.getByRole('button', { name: `Move ${titles[2]}`, exact: true }),
    ).toBeFocused();
    // Beta above Alpha by dragging: Gamma, Beta, Alpha.
    await steps.nth(2).dragTo(steps.nth(1));
    await expect(steps).toHaveText(
      [titles[2], titles[1], titles[0]].map((t) => new RegExp(t ?? '')),
    );

    await page.getByRole('button', { name: 'Create path' }).click();
    await expectToast(page, 'Learning path created');
    await page.goto('/paths');
    await page.getByRole('link', { name: pathTitle }).click();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText(
      [titles[2], titles[1], titles[0]].map((title) => new RegExp(title ?? '')),
    );
  });
});
