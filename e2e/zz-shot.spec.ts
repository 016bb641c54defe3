import AxeBuilder from '@axe-core/playwright';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { ADMIN, expect, register, signIn, test } from './fixtures';

const axe = async (page: import('@playwright/test').Page) =>
  (
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.length}`);

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`desk ${width} ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signIn(page, ADMIN);
      await page.goto('/admin?tab=add-transaction');
      await expect(page.getByRole('button', { name: 'Approve all full matches' })).toBeVisible();
      await page.getByRole('group', { name: 'Desk filters' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/desk-${width}-${scheme}.png`, fullPage: width === 1280 });
      console.log(`axe desk ${width} ${scheme}:`, JSON.stringify(await axe(page)));
    });
  }
}

test('payment view axe', async ({ page }) => {
  await register(page);
  await page.goto('/subscribe');
  await page.getByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }).click();
  await expect(page.getByRole('group', { name: 'Your payment reference' })).toBeVisible();
  console.log('axe payment view:', JSON.stringify(await axe(page)));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.getByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }).click();
  await expect(page.getByRole('group', { name: 'Your payment reference' })).toBeVisible();
  console.log('axe payment view dark:', JSON.stringify(await axe(page)));
});
