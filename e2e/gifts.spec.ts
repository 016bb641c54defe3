import { GIFT_MESSAGES } from '@codegrow/shared/constants/gifts';
import {
  expect,
  expectToast,
  field,
  fillRegisterForm,
  newAccount,
  signUp,
  test,
  unique,
  uniqueEmail,
} from './fixtures';
import { violationsEverywhere } from './support/axe';
import { createArticle, createCategory } from './support/content';
import { mailsTo } from './support/mail-outbox';
import { approveAsAdmin } from './support/payments';

/** The gift link in the newest mail to `email`, once the mail worker has written it. */
async function giftLinkFor(email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const [mail = ''] = await mailsTo(email);
    link = /https?:\/\/\S+\/gift\?token=[\w-]+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();
  return new URL(link).pathname + new URL(link).search;
}

test.describe('Gifts', () => {
  test('a reader pays for a gift; once verified, the friend opens the e-mailed link, signs up and reads premium', async ({
    page,
    browser,
    request,
  }) => {
    const category = await createCategory(request, `Gifted ${unique('G')}`);
    const premium = await createArticle(request, {
      title: `Premium for a friend ${unique('A')}`,
      category,
      premium: true,
      content: 'The premium text the gift opens.\n\n## More\n\nAnd more of it.',
    });
    await signUp(page, newAccount('Nadia Rahman'));
    const friend = { ...newAccount('Karim Friend'), email: uniqueEmail('friend') };

    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Give it as a gift' }).click();
    await expect(page).toHaveURL('/subscribe?view=payment&for=gift');
    await expect(page.getByRole('heading', { name: 'Pay for a gift' })).toBeFocused();
    await page.getByLabel("Recipient's e-mail").fill(friend.email);
    await page.getByLabel('A message for them (optional)').fill('Happy birthday! Learn SQL.');
    const trxId = unique('GIFT');
    await field(page, 'Transaction ID').fill(trxId);
    expect(await violationsEverywhere(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit Transaction' }).click();
    await expectToast(page, GIFT_MESSAGES.submitted);
    await expect(page).toHaveURL('/dashboard?tab=transactions');
    const given = page.getByRole('region', { name: 'Gifts you gave' });
    await expect(given).toContainText(`Gift for ${friend.email}`);
    await expect(given).toContainText('Waiting for the payment to be verified');

    await approveAsAdmin(request, trxId);
    const link = await giftLinkFor(friend.email);

    // The friend opens the link signed out, creates an account and comes back to redeem.
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link);
    await expect(friendPage.getByRole('heading', { name: 'A gift for you' })).toBeVisible();
    await expect(friendPage.getByText('Nadia Rahman gave you lifetime access')).toBeVisible();
    await expect(friendPage.getByText('Happy birthday! Learn SQL.')).toBeVisible();
    expect(await violationsEverywhere(friendPage)).toEqual([]);
    await friendPage.getByRole('link', { name: 'Create a free account' }).click();
    await fillRegisterForm(friendPage, friend);
    await friendPage.getByRole('button', { name: 'Create Account' }).click();
    await expect(friendPage).toHaveURL(link);
    await friendPage.getByRole('button', { name: 'Redeem my gift' }).click();
    await expect(friendPage.getByRole('heading', { name: GIFT_MESSAGES.redeemed })).toBeFocused();
    await friendPage.goto(`/blog/${premium.id}`);
    await expect(friendPage.getByText('The premium text the gift opens.')).toBeVisible();
    await friendPage.goto('/dashboard?tab=settings');
    await expect(friendPage.getByText('Lifetime Access, a gift', { exact: true })).toBeVisible();

    // The link is spent: opened again, it says so.
    await friendPage.goto(link);
    await expect(
      friendPage.getByRole('heading', { name: GIFT_MESSAGES.alreadyRedeemed }),
    ).toBeVisible();
    await friendContext.close();

    await page.reload();
    await expect(given).toContainText(/Redeemed on/);
    expect(await violationsEverywhere(page)).toEqual([]);
  });

  test('the buyer sends the link again to a corrected address, and the first link stops working', async ({
    page,
    request,
  }) => {
    await signUp(page);
    const mistyped = uniqueEmail('mistyped');
    const corrected = uniqueEmail('corrected');
    await page.goto('/subscribe?view=payment&for=gift');
    await page.getByLabel("Recipient's e-mail").fill(mistyped);
    const trxId = unique('GIFT');
    await field(page, 'Transaction ID').fill(trxId);
    await page.getByRole('button', { name: 'Submit Transaction' }).click();
    await expect(page).toHaveURL('/dashboard?tab=transactions');
    await approveAsAdmin(request, trxId);
    const first = await giftLinkFor(mistyped);

    await page.reload();
    const given = page.getByRole('region', { name: 'Gifts you gave' });
    await given.getByText('Send the link again').click();
    await field(page, 'Send a new link to').fill(corrected);
    await given.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(page, GIFT_MESSAGES.resent);
    await expect(given).toContainText(`Gift for ${corrected}`);
    expect(await giftLinkFor(corrected)).not.toBe(first);

    await page.goto(first);
    await expect(page.getByRole('heading', { name: GIFT_MESSAGES.invalidLink })).toBeVisible();
  });
});
