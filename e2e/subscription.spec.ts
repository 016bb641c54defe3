import { REVIEW_TEXT } from '@codegrow/shared/constants/checks';
import { ACCOUNT_DELETION_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { LIFETIME_FEATURES } from '@codegrow/shared/constants/payment-messages';
import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import {
  PENDING_PAYMENT_TEXT,
  SHORT_PAYMENT_TEXT,
  TRANSACTION_MESSAGES,
} from '@codegrow/shared/constants/payment-messages';
import {
  PAYMENT_EVENT_LABELS,
  REFERENCE_PATTERN,
} from '@codegrow/shared/constants/payment-providers';
import { SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import { TRANSACTION_API_MESSAGES } from '@codegrow/shared/schemas/transaction';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  expectToast,
  field,
  newAccount,
  register,
  signIn,
  signUp,
  test,
  unique,
} from './fixtures';
import { createArticle, createCategory } from './support/content';
import { approveAsAdmin, knownBkashStretch } from './support/payments';

/** The heading in the body of every article made with support/content.ts. */
const BODY_HEADING = 'Why it matters';

/** A transaction ID no other test (or earlier run) has used: letters and digits only. */
const uniqueTrxId = () => unique('E2E');

const trxField = (page: Page) => page.getByLabel('Transaction ID', { exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Transaction' });

/** One of the dashboard's four summary cards, by its label. */
const summaryCard = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) });

async function openPaymentView(page: Page): Promise<void> {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }).click();
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
}

async function submitTrxId(page: Page, trxId: string): Promise<void> {
  await trxField(page).fill(trxId);
  await submitButton(page).click();
}

/** An article of this test's own. */
async function ownArticle(request: APIRequestContext, premium: boolean) {
  const category = await createCategory(request, `Topic ${unique('S')}`);
  return createArticle(request, { title: `Subscribed read ${unique('A')}`, category, premium });
}

test.describe('Subscribing for lifetime access', () => {
  test('the plan view shows the one plan, and the payment view how to pay', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/subscribe');
    const main = page.getByRole('main');
    const plan = main.getByRole('region', { name: TRANSACTION_MESSAGES.planTitle });
    await expect(plan).toContainText('৳30');
    await expect(plan).toContainText('Forever');
    await expect(plan.getByRole('list', { name: 'Included' }).getByRole('listitem')).toHaveText([
      ...LIFETIME_FEATURES,
    ]);

    await plan.getByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }).click();
    await expect(main.getByRole('heading', { name: 'Complete your payment' })).toBeFocused();
    await expect(main).toContainText(SITE_DEFAULTS.paymentNumber);
    const qr = main.getByRole('img', { name: /QR code of the payment number/ });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(main.locator('ol > li')).toHaveCount(3);
    await expect(trxField(page)).toHaveAttribute('placeholder', /8N7A6B5C4D/);
    await expect(main).toContainText('within 24 hours');
    await expect(main.locator('details')).toHaveCount(4);
    await main.getByText('How long does verification take?').click();
    await expect(main.locator('details').first()).toHaveAttribute('open', '');

    await main.getByRole('button', { name: 'Copy number' }).click();
    await expectToast(page, TRANSACTION_MESSAGES.paymentNumberCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      SITE_DEFAULTS.paymentNumber,
    );

    await main.getByRole('button', { name: TRANSACTION_MESSAGES.backToPlans }).click();
    await expect(
      main.getByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }),
    ).toBeFocused();
  });

  test('a visitor who submits is asked to log in and sent to the login page', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/transactions')) {
        posts.push(request.url());
      }
    });
    await openPaymentView(page);
    await submitTrxId(page, uniqueTrxId());

    await expectToast(page, TRANSACTION_MESSAGES.loginToSubmit);
    await expect(page).toHaveURL(
      `/login?redirectTo=${encodeURIComponent('/subscribe?view=payment')}`,
    );
    expect(posts).toEqual([]);
  });

  test('a learner pays, is approved by an admin and reads premium articles', async ({
    page,
    request,
  }) => {
    const premium = await ownArticle(request, true);
    const account = await register(page);
    await openPaymentView(page);

    await submitButton(page).click();
    await expectToast(page, TRANSACTION_MESSAGES.trxIdRequired);
    await submitTrxId(page, '   ');
    await expect(page.getByRole('alert')).toHaveText(TRANSACTION_MESSAGES.trxIdRequired);

    // What the hint under the field says is checked before anything is sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/transactions')) sent += 1;
    });
    await submitTrxId(page, 'AB');
    await expectToast(page, TRANSACTION_API_MESSAGES.trxIdFormat);
    await expect(page.getByRole('alert')).toHaveText(TRANSACTION_API_MESSAGES.trxIdFormat);
    expect(sent).toBe(0);
    await expect(page).toHaveURL('/subscribe?view=payment');

    const trxId = uniqueTrxId();
    await submitTrxId(page, trxId);
    await expectToast(page, TRANSACTION_MESSAGES.submitted);
    await expect(page).toHaveURL('/dashboard?tab=transactions');
    const row = page.getByRole('row').filter({ hasText: trxId });
    await expect(row.getByRole('cell')).toHaveText([
      trxId,
      'Lifetime Access',
      '৳30',
      'Pending',
      /^[A-Z][a-z]{2} \d{2}, \d{4}$/,
    ]);
    await expect(summaryCard(page, 'Subscription')).toContainText('Free');
    await expect(
      page.getByRole('link', { name: TRANSACTION_MESSAGES.newSubscription }),
    ).toHaveAttribute('href', '/subscribe');
    await expect(summaryCard(page, 'Subscription')).toContainText(PENDING_PAYMENT_TEXT.summary);

    // While it waits, the subscribe page says so instead of selling the plan again.
    await page.goto('/subscribe');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      PENDING_PAYMENT_TEXT.title,
    );
    await expect(
      page.getByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }),
    ).toHaveCount(0);
    await page.goto('/dashboard?tab=transactions');

    await approveAsAdmin(request, trxId);
    // Back to the dashboard without a reload: it fetches the profile afresh on every visit.
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(page).toHaveURL('/blogs');
    await header.getByRole('link', { name: account.name }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(summaryCard(page, 'Subscription')).toContainText('Active');
    await expect(header.getByRole('link', { name: 'Subscribe', exact: true })).toHaveCount(0);

    await page.goto('/dashboard?tab=transactions');
    await expect(summaryCard(page, 'Subscription')).toContainText('Active');
    await expect(summaryCard(page, 'Subscription')).toContainText('Lifetime access');
    await expect(summaryCard(page, 'Premium Access')).toContainText('Yes');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Approved');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Subscribe', exact: true }),
    ).toHaveCount(0);

    await page.goto('/subscribe');
    await expect(page.getByRole('main')).toContainText('You already have lifetime access.');
    await expect(
      page.getByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }),
    ).toHaveCount(0);

    await page.goto(`/blog/${premium.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: BODY_HEADING })).toBeVisible();
    await expect(main.getByText(READER_MESSAGES.premiumContent)).toHaveCount(0);
  });

  test('a transaction ID someone already submitted is refused', async ({ page, request }) => {
    const trxId = uniqueTrxId();
    const registered = await request.post('/api/auth/register', {
      data: newAccount('First Payer'),
    });
    expect(registered.status()).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const claimed = await request.post('/api/transactions', {
      data: { trxId, amount: 30, planType: 'lifetime' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(claimed.status()).toBe(201);

    await signUp(page);
    await openPaymentView(page);
    await submitTrxId(page, trxId);
    await expectToast(page, TRANSACTION_API_MESSAGES.duplicateTrxId);
    await expect(page.getByRole('alert')).toHaveText(TRANSACTION_API_MESSAGES.duplicateTrxId);
    await expect(page).toHaveURL('/subscribe?view=payment');
  });
});

test.describe('The learner dashboard', () => {
  test('tabs follow ?tab= and the keyboard', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/dashboard');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Nothing saved yet');
    await expect(summaryCard(page, 'Subscription')).toContainText('Free');
    await expect(summaryCard(page, 'Premium Access')).toContainText('No');
    await expect(summaryCard(page, 'Saved Blogs')).toContainText('0');

    await page.goto('/dashboard?tab=saved');
    await expect(tab('Saved Blogs')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('No saved blogs yet');

    await page.goto('/dashboard?tab=settings');
    await expect(tab('Settings')).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(field(page, 'Name')).toHaveValue(account.name);
    await expect(field(page, 'Email')).toHaveValue(account.email);
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');
    await expect(panel).toContainText('Free');
    await expect(panel.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/subscribe',
    );

    await page.goto('/dashboard?tab=nonsense');
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');

    await tab('Overview').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Learning')).toBeFocused();
    await expect(page).toHaveURL('/dashboard?tab=learning');
    await expect(page.getByRole('tabpanel')).toContainText(LEARNING_TEXT.noLearning);
    await page.keyboard.press('ArrowRight');
    await expect(tab(REVIEW_TEXT.tab)).toBeFocused();
    await expect(page).toHaveURL('/dashboard?tab=review');
    await expect(page.getByRole('tabpanel')).toContainText(REVIEW_TEXT.nothingDue);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Transactions')).toBeFocused();
    await expect(page).toHaveURL('/dashboard?tab=transactions');
    await expect(page.getByRole('tabpanel')).toContainText('No transactions yet');
    await page.keyboard.press('End');
    await expect(page).toHaveURL('/dashboard?tab=settings');
    await page.keyboard.press('Home');
    await expect(page).toHaveURL('/dashboard');

    await page.getByRole('link', { name: /Account Settings/ }).click();
    await expect(tab('Settings')).toHaveAttribute('aria-selected', 'true');
  });

  test('a saved article shows under Saved Blogs and in the recent activity', async ({
    page,
    request,
  }) => {
    const article = await ownArticle(request, false);
    const account = await signUp(page);
    await page.goto(`/blog/${article.id}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, READER_MESSAGES.saved);

    await page.getByRole('banner').getByRole('link', { name: account.name }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(summaryCard(page, 'Saved Blogs')).toContainText('1');
    const recent = page.getByRole('region', { name: 'Recent activity' });
    await expect(recent.getByRole('link', { name: article.title })).toBeVisible();

    await page.getByRole('tab', { name: 'Saved Blogs' }).click();
    await expect(page).toHaveURL('/dashboard?tab=saved');
    const card = page.getByRole('tabpanel').getByRole('article');
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: article.title, exact: true }).click();

    // Unsaving on the article empties the list when the dashboard is next shown.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, READER_MESSAGES.unsaved);
    await page.goBack();
    await expect(page.getByRole('tabpanel')).toContainText('No saved blogs yet');
  });

  test('deleting the account asks for the password, then signs out for good', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/dashboard?tab=settings');
    const opener = page.getByRole('button', { name: 'Delete Account' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const password = dialog.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(ACCOUNT_DELETION_MESSAGES.wrongPassword);
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, ACCOUNT_DELETION_MESSAGES.deleted);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('cg_sid');

    await page.goto('/login');
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in (Traditional)' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('Paying with a reference', () => {
  test('the wallet’s phone reports the payment, an admin approves the full match, and the dashboard tells the story', async ({
    page,
    browser,
    request,
  }) => {
    const premium = await ownArticle(request, true);
    await register(page);
    await openPaymentView(page);
    const details = page.getByRole('group', { name: 'Your payment reference' });
    await expect(details.locator('strong')).toHaveText(REFERENCE_PATTERN);
    const reference = (await details.locator('strong').textContent()) ?? '';
    await expect(details.getByRole('row', { name: /bKash/ })).toContainText('৳30');
    await expect(details.getByRole('row', { name: /Rocket/ })).toContainText(/৳30\.\d\d/);

    const trxId = unique('W').slice(-10);
    await submitTrxId(page, trxId);
    await expectToast(page, TRANSACTION_MESSAGES.submitted);
    // The wallet's message gives its balance, which follows from the one before: a full match.
    const wallet = knownBkashStretch(request, 60);
    const delivered = await wallet.forward({ trxId, taka: '30.00', reference });
    expect(await delivered.json()).toEqual({ added: 1, repeated: 0, unreadable: [] });

    const admin = await browser.newPage();
    await signIn(admin, ADMIN);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Transactions' }).click();
    await admin.getByPlaceholder('Search transactions...').fill(trxId);
    await expect(admin.getByRole('row').filter({ hasText: trxId })).toContainText('Matched');
    await admin.getByRole('tab', { name: 'Add Transaction ID' }).click();
    await admin.getByRole('button', { name: 'Approve all full matches' }).click();
    // A page of its own records no toasts (fixtures.ts): the toast is read as it shows.
    await expect(admin.getByText('1 payment approved')).toBeVisible();
    await admin.close();

    await page.goto('/dashboard?tab=transactions');
    await expect(page.getByRole('row').filter({ hasText: trxId })).toContainText('Approved');
    const history = page.getByRole('region', { name: `History of ${trxId}` });
    await expect(history.getByRole('listitem')).toHaveCount(5);
    await expect(history).toContainText('Matched with the payment received');
    await expect(history).toContainText('Approved');
    const receipt = await page.request.get(
      (await history.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href')) ?? '',
    );
    expect(receipt.headers()['content-type']).toBe('application/pdf');
    const printable = await page.request.get(
      (await history.getByRole('link', { name: 'Receipt to print' }).getAttribute('href')) ?? '',
    );
    expect(await printable.text()).toContain(`<td>${trxId}</td>`);
    await page.goto(`/blog/${premium.id}`);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: BODY_HEADING }),
    ).toBeVisible();
  });

  test('a payment that arrived short is made up by a second one the reader adds', async ({
    page,
    request,
  }) => {
    await register(page);
    await openPaymentView(page);
    const reference =
      (await page
        .getByRole('group', { name: 'Your payment reference' })
        .locator('strong')
        .textContent()) ?? '';
    const first = unique('S').slice(-10);
    await submitTrxId(page, first);
    await expectToast(page, TRANSACTION_MESSAGES.submitted);
    const wallet = knownBkashStretch(request, 61);
    await wallet.forward({ trxId: first, taka: '20.00', reference });

    await page.goto('/subscribe');
    await expect(page.getByText(SHORT_PAYMENT_TEXT.body('৳20', '৳30', '৳10'))).toBeVisible();
    const second = unique('T').slice(-10);
    const form = page.getByRole('form', { name: SHORT_PAYMENT_TEXT.formLabel });
    await form.getByLabel('Transaction ID').fill(second);
    await form.getByRole('button', { name: SHORT_PAYMENT_TEXT.addPayment }).click();
    await expectToast(page, SHORT_PAYMENT_TEXT.paymentAdded);
    await expect(page.getByText(SHORT_PAYMENT_TEXT.added(second))).toBeVisible();
    await wallet.forward({ trxId: second, taka: '10.00', reference });

    await page.goto('/dashboard?tab=transactions');
    const history = page.getByRole('region', { name: `History of ${first}` });
    await expect(history).toContainText(PAYMENT_EVENT_LABELS['payment-added']);
    await expect(history).toContainText(PAYMENT_EVENT_LABELS.matched);
  });
});
