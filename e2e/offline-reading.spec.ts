import type { Page } from '@playwright/test';
import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import { expect, expectToast, newAccount, signUp, test, unique } from './fixtures';
import {
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
});
