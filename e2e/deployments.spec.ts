import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';

/** Full page loads of the tab, counted: a reload into the new build is one more. */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

/**
 * As after a deployment: the page's code the open tab knows is gone from the server. The
 * first `missing` requests for it fail as for a deleted file; later ones are served.
 */
async function chunkGone(page: Page, name: string, missing: number): Promise<void> {
  let refused = 0;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    if (refused >= missing) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
  });
}

test.describe('An open tab after a deployment', () => {
  test('moving to a page whose code is gone reloads once into the new build', async ({ page }) => {
    await page.goto('/');
    const loads = countLoads(page);
    // A page whose code the home page has not loaded yet.
    await chunkGone(page, 'search', 1);
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    // The server-rendered heading shows before the reloaded page's `load` event fires.
    await expect.poll(() => loads.count).toBe(1);
  });

  test('shows the error page when the reload does not help either', async ({ page }) => {
    // A page the browser renders (the admin's): a rendered one stays readable (below).
    await signIn(page, ADMIN);
    await page.goto('/');
    const loads = countLoads(page);
    await chunkGone(page, 'dashboard', 100);
    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page.getByRole('heading', { name: UI_TEXT.unexpectedError })).toBeVisible();
    // A sentence and a way out, not the browser's words for a failed import.
    await expect(page.getByRole('main').getByText(UI_TEXT.pageLoadFailed)).toBeVisible();
    await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(page).toHaveURL('/admin');
    await expect.poll(() => loads.count).toBe(1);
  });

  test('a page the server rendered stays readable when its code cannot load', async ({ page }) => {
    await page.goto('/');
    await chunkGone(page, 'subscribe', 100);
    await page.getByRole('banner').getByRole('link', { name: 'Subscribe', exact: true }).click();
    await expect(page).toHaveURL('/subscribe');
    await expect(page.getByRole('heading', { name: 'Subscribe', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: UI_TEXT.pageLoadFailed })).toBeVisible();
  });
});
