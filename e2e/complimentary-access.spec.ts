import { COMPLIMENTARY_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import {
  ADMIN,
  expect,
  expectToast,
  signIn,
  signUp,
  signedInUserId,
  test,
  unique,
} from './fixtures';
import { violationsEverywhere } from './support/axe';
import { createArticle, createCategory } from './support/content';

test.describe('Complimentary access', () => {
  test('an admin gives a reader complimentary access with a reason; the reader reads premium and sees it as such', async ({
    page,
    browser,
    request,
  }) => {
    const category = await createCategory(request, `Gifted ${unique('C')}`);
    const premium = await createArticle(request, {
      title: `Premium read ${unique('A')}`,
      category,
      premium: true,
      content: 'The premium text, for subscribers.\n\n## More\n\nAnd more of it.',
    });
    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    await signUp(readerPage);
    const readerId = await signedInUserId(readerPage);

    await signIn(page, ADMIN);
    await page.goto(`/user/${readerId}`);
    const form = page.getByRole('form', { name: 'Give complimentary access' });
    await form.getByLabel('Reason for complimentary access').fill('Scholarship, BUET 2026');
    expect(await violationsEverywhere(page)).toEqual([]);
    await form.getByRole('button', { name: 'Give complimentary access' }).click();
    await expectToast(page, COMPLIMENTARY_MESSAGES.granted);
    await expect(page.getByText('Scholarship, BUET 2026').first()).toBeVisible();
    await expect(page.getByText(`${COMPLIMENTARY_MESSAGES.label} for life`)).toBeVisible();

    await readerPage.goto(`/blog/${premium.id}`);
    await expect(readerPage.getByText('The premium text, for subscribers.')).toBeVisible();
    await readerPage.goto('/dashboard?tab=settings');
    await expect(readerPage.getByText('Complimentary access', { exact: true })).toBeVisible();
    expect(await violationsEverywhere(readerPage)).toEqual([]);

    // Ended, the premium text is closed again.
    await page.getByRole('button', { name: 'End complimentary access' }).click();
    await expectToast(page, COMPLIMENTARY_MESSAGES.ended);
    await readerPage.goto(`/blog/${premium.id}`);
    await expect(readerPage.getByText('The premium text, for subscribers.')).toHaveCount(0);
    await reader.close();
  });
});
