import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';

const html = (page: Page) => page.locator('html');
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test.describe('Choosing a light or dark theme', () => {
  test('the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).not.toHaveClass(/dark/);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html(page)).toHaveClass(/dark/);
    expect(await storedTheme(page)).toBe('dark');

    await page.reload();
    await expect(html(page)).toHaveClass(/dark/);

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html(page)).not.toHaveClass(/dark/);
    expect(await storedTheme(page)).toBe('light');
    await page.reload();
    await expect(html(page)).not.toHaveClass(/dark/);
  });

  test.describe('with a dark operating system', () => {
    test.use({ colorScheme: 'dark' });

    test('dark is the default until the user chooses', async ({ page }) => {
      await page.goto('/');
      await expect(html(page)).toHaveClass(/dark/);
      expect(await storedTheme(page)).toBeNull();
    });
  });
});

test.describe('On a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with a Dark Mode switch', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Blogs', exact: true })).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    const darkMode = page.getByRole('switch', { name: UI_TEXT.darkMode });
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await expect(header.getByRole('link', { name: 'Blogs', exact: true })).toBeVisible();

    await darkMode.click();
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');
    await expect(html(page)).toHaveClass(/dark/);
    expect(await storedTheme(page)).toBe('dark');

    await header.getByRole('button', { name: 'Close menu' }).click();
    await expect(darkMode).toBeHidden();
  });

  test('an admin finds the Admin Panel entry in the menu', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: UI_TEXT.adminPanel }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('switch', { name: UI_TEXT.darkMode })).toBeHidden();
  });
});
