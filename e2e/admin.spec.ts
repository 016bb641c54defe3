import { BLOG_FORM_MESSAGES, READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import {
  PAYMENT_REVIEW_TEXT,
  TRANSACTION_MESSAGES,
} from '@codegrow/shared/constants/payment-messages';
import {
  BALANCE_STATE_LABELS,
  EVIDENCE_MESSAGES,
  MATCH_RULES,
} from '@codegrow/shared/constants/payment-providers';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  expectToast,
  newAccount,
  signIn,
  signUp,
  test,
  unique,
  uniqueEmail,
} from './fixtures';
import { adminHeaders, createArticle, createCategory } from './support/content';
import { bkashSms, claimAs, newReader } from './support/payments';

/** A 1×1 PNG: enough for the server's content check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh reader with a pending payment, made through the API as the subscribe page would. */
async function readerWithPayment(request: APIRequestContext, trxId: string) {
  const account = newAccount('Pat Payer');
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.ok()).toBe(true);
  const { token, user } = (await registered.json()) as { token: string; user: { id: number } };
  const submitted = await request.post('/api/transactions', {
    data: { trxId, amount: 30, planType: 'lifetime' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(submitted.status()).toBe(201);
  return { ...account, id: user.id };
}

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const tabPanel = (page: Page) => page.getByRole('tabpanel');

async function openAdmin(page: Page, tabName?: string): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  if (tabName) await tab(page, tabName).click();
}

test.describe('The admin dashboard', () => {
  test('shows six stat cards and seven keyboard-operable tabs', async ({ page, request }) => {
    const reader = newAccount('Rae Reader');
    expect((await request.post('/api/auth/register', { data: reader })).status()).toBe(201);
    await signIn(page, ADMIN);
    await page.goto('/admin');
    const stats = main(page).locator('dl[aria-label="Site statistics"]');
    await expect(stats.locator('dt')).toHaveText([
      'Total Users',
      'Active Subs',
      'Total Revenue',
      'Pending',
      'Total Blogs',
      'Premium',
    ]);
    await expect(stats).toContainText(/৳[\d,]+/);
    await expect(page.getByRole('tab')).toHaveText([
      'Overview',
      'Transactions',
      'Add Transaction ID',
      'Users',
      'Blogs',
      'Learning Paths',
      'Moderation',
      'Settings',
    ]);

    // The overview: five of each, and View All switches tab.
    await expect(
      main(page).getByRole('table', { name: 'Recent blogs' }).locator('tbody tr'),
    ).toHaveCount(5);
    await expect(main(page).getByRole('link', { name: 'Create Blog' }).first()).toHaveAttribute(
      'href',
      '/create-blog',
    );
    await main(page).getByRole('button', { name: 'View All Recent Users' }).click();
    await expect(page).toHaveURL('/admin?tab=users');
    await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');

    // Arrow keys move between tabs, and the tab lives in the URL.
    await tab(page, 'Users').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Blogs')).toBeFocused();
    await expect(page).toHaveURL('/admin?tab=blogs');
    await page.keyboard.press('Home');
    await expect(page).toHaveURL('/admin');
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');

    // Users: search by e-mail, with a View button to the user's page.
    await tab(page, 'Users').click();
    await tabPanel(page).getByPlaceholder('Search users...').fill(reader.email);
    const readerRow = tabPanel(page).getByRole('row').filter({ hasText: reader.email });
    await expect(readerRow).toHaveCount(1);
    await expect(tabPanel(page).locator('tbody tr')).toHaveCount(1);
    await readerRow.getByRole('link', { name: `View ${reader.email}` }).click();
    await expect(page).toHaveURL(/\/user\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reader.name);
  });

  test("says 'Loading dashboard...' before the numbers arrive", async ({ page }) => {
    await signIn(page, ADMIN);
    // The numbers are held back until the loading text has been seen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/dashboard/stats', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByText(UI_TEXT.loadingDashboard)).toBeVisible();
    release();
    await expect(page.getByRole('tablist')).toBeVisible();
  });

  test('approves a payment from the Transactions tab, then manages the user', async ({
    page,
    request,
  }) => {
    const trxId = unique('ADM');
    const payer = await readerWithPayment(request, trxId);
    await signIn(page, ADMIN);
    await openAdmin(page, 'Transactions');

    const search = tabPanel(page).getByPlaceholder('Search transactions...');
    await search.fill(payer.email);
    const row = tabPanel(page).getByRole('row').filter({ hasText: trxId });
    await expect(row).toContainText('Pending');
    await expect(tabPanel(page).locator('tbody tr')).toHaveCount(1);
    await row.getByRole('button', { name: `Approve ${trxId}` }).click();
    await expectToast(page, TRANSACTION_MESSAGES.approved);
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button')).toHaveCount(0);

    // The user's page shows the payment; a subscription change is confirmed and audited.
    await page.goto(`/user/${payer.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(payer.name);
    await expect(main(page).getByRole('table', { name: 'User transactions' })).toContainText(trxId);
    const subscription = main(page).getByLabel('Subscription status');
    await expect(subscription).toHaveValue('active');
    page.once('dialog', (dialog) => void dialog.accept());
    await subscription.selectOption('expired');
    await expectToast(page, ADMIN_MESSAGES.userUpdated);
    await expect(subscription).toHaveValue('expired');
    const audit = main(page).getByRole('list', { name: 'Audit trail' });
    await expect(audit).toContainText('Subscription changed: active → expired');
    await expect(audit).toContainText(`by ${ADMIN.email}`);

    // Declining the confirmation changes nothing.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await main(page).getByLabel('Role', { exact: true }).selectOption('admin');
    await expect(main(page).getByLabel('Role', { exact: true })).toHaveValue('user');
  });

  test('rejects a payment with a reason the reader then reads', async ({ page, request }) => {
    const trxId = unique('REJ');
    const payer = await readerWithPayment(request, trxId);
    await signIn(page, ADMIN);
    await openAdmin(page, 'Transactions');
    await tabPanel(page).getByPlaceholder('Search transactions...').fill(trxId);
    const row = tabPanel(page).getByRole('row').filter({ hasText: trxId });
    const reason = 'No payment of ৳30 arrived with this ID.';

    // Cancelling the question cancels the rejection.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await row.getByRole('button', { name: `Reject ${trxId}` }).click();
    await expect(row).toContainText('Pending');

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(PAYMENT_REVIEW_TEXT.askReason(trxId));
      void dialog.accept(reason);
    });
    await row.getByRole('button', { name: `Reject ${trxId}` }).click();
    await expectToast(page, TRANSACTION_MESSAGES.rejected);
    await expect(row).toContainText('Rejected');

    // Away from the admin's page first: a refetch still under way there would find no session
    // and sign out, taking the reader's new session with it.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signIn(page, payer);
    await page.goto('/dashboard?tab=transactions');
    const own = page.getByRole('row').filter({ hasText: trxId });
    await expect(own).toContainText('Rejected');
    await expect(own).toContainText(`${PAYMENT_REVIEW_TEXT.reasonLabel} ${reason}`);
  });

  test('adds a transaction ID, which then matches a payment', async ({ page, request }) => {
    await signIn(page, ADMIN);
    await openAdmin(page, 'Add Transaction ID');
    const submit = tabPanel(page).getByRole('button', { name: 'Add Transaction ID' });
    await submit.click();
    await expect(tabPanel(page).getByRole('alert')).toHaveText(
      TRANSACTION_MESSAGES.adminTrxIdRequired,
    );

    const trxId = unique('SEEN');
    await tabPanel(page).getByRole('textbox', { name: 'Transaction ID' }).fill(trxId);
    await submit.click();
    await expectToast(page, TRANSACTION_MESSAGES.idAdded);
    await expect(tabPanel(page).getByRole('textbox', { name: 'Transaction ID' })).toHaveValue('');

    // The same ID again is refused with the server's reason.
    await tabPanel(page).getByRole('textbox', { name: 'Transaction ID' }).fill(trxId);
    await submit.click();
    await expect(tabPanel(page).getByRole('alert')).toHaveText(
      'This transaction ID has already been added',
    );

    // A user's payment with that ID shows as matched.
    await readerWithPayment(request, trxId);
    await tab(page, 'Transactions').click();
    await tabPanel(page).getByPlaceholder('Search transactions...').fill(trxId);
    await expect(tabPanel(page).getByRole('row').filter({ hasText: trxId })).toContainText(
      'Matched',
    );
  });

  test('records pasted wallet messages once, and says which lines it could not read', async ({
    page,
  }) => {
    const trxId = unique('E').slice(-10);
    const received = `You have received Tk 30.00 from 01533817247. Fee Tk 0.00. Balance Tk 1,117.78. TrxID ${trxId} at 30/10/2025 21:02`;
    const sent = `Send Money Tk 200.00 to 01533817247 successful. Fee Tk 5.00. Balance Tk 912.78. TrxID ${unique('S').slice(-10)} at 04/11/2025 08:00`;
    await signIn(page, ADMIN);
    await openAdmin(page, 'Add Transaction ID');
    const messages = tabPanel(page).getByRole('textbox', { name: 'Messages' });
    const record = tabPanel(page).getByRole('button', { name: 'Record messages' });

    await record.click();
    await expect(tabPanel(page).getByRole('alert')).toHaveText(EVIDENCE_MESSAGES.textRequired);

    // The money nobody has claimed yet goes up by this payment on the desk.
    const desk = tabPanel(page).locator('dl[aria-label="Payment desk"]');
    const unclaimed = async () => {
      const text = (await desk.locator('dd').nth(3).textContent()) ?? '';
      return Number(text.split(' · ')[0]?.replace(/,/g, ''));
    };
    const before = await unclaimed();

    await tabPanel(page).getByLabel('Whose messages').selectOption('bKash');
    await messages.fill(`${received}\n${sent}`);
    await record.click();
    await expectToast(page, '1 payment added, 1 not read');
    await expect.poll(unclaimed).toBe(before + 1);
    await expect(tabPanel(page).getByRole('list', { name: 'Not read' })).toHaveText(
      `Line 2: ${EVIDENCE_MESSAGES.notReceived}`,
    );
    await expect(messages).toHaveValue('');

    // The same payment again changes nothing, and says so.
    await messages.fill(received);
    await record.click();
    await expectToast(page, '0 payments added, 1 already recorded');
  });

  test('a short payment shows the rule it failed, and money nobody claimed is found by its sender and given to its reader', async ({
    page,
    request,
  }) => {
    // A reader claims a payment that arrives short: the claim is held, and says why.
    const short = await newReader(request);
    const shortId = unique('H').slice(-10);
    await claimAs(request, short.token, shortId);
    // A reader who lost their ID: their money arrives, and nobody claims it.
    const lost = await newReader(request);
    const sender = `01${String(Date.now()).slice(-9)}`;
    const lostId = unique('L').slice(-10);

    await signIn(page, ADMIN);
    await openAdmin(page, 'Add Transaction ID');
    await tabPanel(page)
      .getByRole('textbox', { name: 'Messages' })
      .fill(
        [
          bkashSms({ trxId: shortId, taka: '20.00' }),
          bkashSms({ trxId: lostId, taka: '30.00', sender }),
        ].join('\n'),
      );
    await tabPanel(page).getByRole('button', { name: 'Record messages' }).click();
    await expectToast(page, '2 payments added');

    await tab(page, 'Transactions').click();
    await tabPanel(page).getByPlaceholder('Search transactions...').fill(shortId);
    await expect(
      tabPanel(page)
        .getByRole('list', { name: `Rules ${shortId} did not meet` })
        .getByRole('listitem'),
    ).toHaveText([
      `${MATCH_RULES.amount} (৳20 of ৳30 arrived)`,
      // The message gives no balance: a forged one need not know it, so an admin looks.
      `${MATCH_RULES.balance}: ${BALANCE_STATE_LABELS['no-balance']}`,
    ]);

    await tab(page, 'Add Transaction ID').click();
    const unclaimed = tabPanel(page).getByRole('region', { name: 'Unclaimed money' });
    await unclaimed.getByLabel('Sender').fill(sender.slice(-6));
    const row = unclaimed.getByRole('row').filter({ hasText: lostId });
    await expect(row).toContainText(sender);
    page.once('dialog', (dialog) => void dialog.accept(lost.email));
    await row.getByRole('button', { name: `Assign ${lostId} to a reader` }).click();
    await expectToast(page, `${lostId} verified for ${lost.email}`);
    await expect(row).toHaveCount(0);
    const profile = await request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${lost.token}` },
    });
    expect((await profile.json()).user.subscription_status).toBe('active');
  });

  test('on a phone, unclaimed money is given to its reader from a card, its button in reach', async ({
    page,
    request,
  }) => {
    const lost = await newReader(request);
    const trxId = unique('U').slice(-10);
    const sender = `017${String(Date.now()).slice(-8)}`;
    await request.post('/api/admin/payments/evidence', {
      data: { text: bkashSms({ trxId, taka: '30.00', sender }) },
      headers: await adminHeaders(request),
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await openAdmin(page, 'Add Transaction ID');
    const unclaimed = tabPanel(page).getByRole('region', { name: 'Unclaimed money' });
    await unclaimed.getByLabel('Sender').fill(sender);
    const card = unclaimed
      .getByRole('list', { name: 'Unclaimed payments' })
      .getByRole('listitem')
      .filter({ hasText: trxId });
    await expect(card).toContainText('৳30');
    const assign = card.getByRole('button', { name: `Assign ${trxId} to a reader` });
    await assign.scrollIntoViewIfNeeded();
    const box = await assign.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    page.once('dialog', (dialog) => void dialog.accept(lost.email));
    await assign.click();
    await expectToast(page, `${trxId} verified for ${lost.email}`);
    await expect(card).toHaveCount(0);
  });

  test('on a phone, a payment is approved with its buttons in reach', async ({ page, request }) => {
    const reader = await newReader(request);
    const trxId = unique('P').slice(-10);
    await claimAs(request, reader.token, trxId);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await openAdmin(page, 'Transactions');
    await tabPanel(page).getByPlaceholder('Search transactions...').fill(trxId);
    const approve = tabPanel(page).getByRole('button', { name: `Approve ${trxId}` });
    await approve.scrollIntoViewIfNeeded();
    const box = await approve.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await approve.click();
    await expectToast(page, TRANSACTION_MESSAGES.approved);
    await expect(tabPanel(page).getByRole('listitem').filter({ hasText: trxId })).toContainText(
      'Approved',
    );
  });

  test('settings: copy the payment number and switch auto-approval on and off', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, ADMIN);
    await openAdmin(page, 'Settings');
    await expect(tabPanel(page)).toContainText('৳30');
    await expect(tabPanel(page)).toContainText('Lifetime price');
    await expect(tabPanel(page)).toContainText('1.0.0');
    await tabPanel(page).getByRole('button', { name: 'Copy payment number' }).click();
    await expectToast(page, TRANSACTION_MESSAGES.paymentNumberCopied);

    const autoApprove = tabPanel(page).getByRole('switch', {
      name: 'Auto-approve matched payments',
    });
    await expect(autoApprove).toHaveAttribute('aria-checked', 'false');
    await autoApprove.click();
    await expect(autoApprove).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(autoApprove).toHaveAttribute('aria-checked', 'true');
    await autoApprove.click();
    await expect(autoApprove).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(autoApprove).toHaveAttribute('aria-checked', 'false');

    // The forwarding app's allowed senders, per wallet, change and stay changed.
    const rocket = tabPanel(page).getByRole('textbox', { name: 'Rocket' });
    await expect(rocket).toHaveValue('16216');
    await rocket.fill('16216, RocketPay');
    await tabPanel(page).getByRole('button', { name: 'Save senders and reminders' }).click();
    await expectToast(page, ADMIN_MESSAGES.allowedSendersSaved);
    await page.reload();
    await expect(rocket).toHaveValue('16216, RocketPay');
    await expect(autoApprove).toHaveAttribute('aria-checked', 'false');
    await rocket.fill('16216');
    await tabPanel(page).getByRole('button', { name: 'Save senders and reminders' }).click();
    await expectToast(page, ADMIN_MESSAGES.allowedSendersSaved);
  });

  test('manages categories: create, rename, refuse to delete one in use, delete', async ({
    page,
    request,
  }) => {
    const inUse = await createCategory(request, `Busy ${unique('C')}`);
    await createArticle(request, { title: `Keeps it busy ${unique('A')}`, category: inUse });
    await signIn(page, ADMIN);
    await openAdmin(page, 'Blogs');
    const manager = tabPanel(page).getByRole('region', { name: 'Categories' });
    const name = `Topic ${unique('C')}`;
    await manager.getByLabel('New category name').fill(name);
    await manager.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, ADMIN_MESSAGES.categoryCreated(name));
    const item = manager.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('0 articles');

    await item.getByRole('button', { name: `Rename ${name}` }).click();
    const renamed = `${name} Renamed`;
    await manager.getByLabel(`New name for ${name}`).fill(renamed);
    await manager.getByRole('button', { name: 'Save' }).click();
    const renamedItem = manager.getByRole('listitem').filter({ hasText: renamed });
    await expect(renamedItem).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await manager.getByRole('button', { name: `Delete ${inUse.name}` }).click();
    await expect(manager.getByRole('alert')).toContainText(/still has \d+ article/);

    page.once('dialog', (dialog) => void dialog.accept());
    await renamedItem.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expectToast(page, `Category ${renamed} deleted`);
    await expect(manager.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
  });
});

test.describe('Writing articles', () => {
  test('the create form checks title, then category, then content', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/create-blog');
    const form = page.getByRole('form', { name: 'Create blog' });
    const submit = form.getByRole('button', { name: 'Create Blog' });
    const alert = form.getByRole('alert');

    await form.getByLabel('Title').fill('  ab ');
    await submit.click();
    await expect(alert).toHaveText(BLOG_FORM_MESSAGES.titleTooShort);
    await form.getByLabel('Title').fill('Indexes explained');
    await expect(form.getByText('17/500')).toBeVisible();
    await submit.click();
    await expect(alert).toHaveText(BLOG_FORM_MESSAGES.categoryRequired);
    await form.getByLabel('Category').selectOption({ label: 'Databases' });
    await form.getByLabel('Content').fill('too short');
    await submit.click();
    await expect(alert).toHaveText(BLOG_FORM_MESSAGES.contentTooShort);

    // Defaults and the page's other controls.
    await expect(form.getByRole('switch', { name: 'Premium' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(
      form.getByRole('switch', { name: BLOG_FORM_MESSAGES.publishImmediately }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByLabel('Excerpt')).toHaveAttribute('rows', '3');
    await form.getByRole('button', { name: BLOG_FORM_MESSAGES.createMindmap }).click();
    await expect(form.getByRole('img', { name: /Main Topic with 0 branches/ })).toBeVisible();
    await form.getByRole('button', { name: BLOG_FORM_MESSAGES.hideMindmapEditor }).click();

    await page.getByRole('button', { name: 'Test API' }).click();
    await expectToast(page, BLOG_FORM_MESSAGES.apiWorking);
  });

  test('a premium article with an image: created, locked for visitors, edited, deleted', async ({
    page,
    browser,
    request,
  }) => {
    const category = await createCategory(request, `E2E ${unique('CAT')}`);
    const categoryName = category.name;

    const title = `Premium guide ${unique('T')}`;
    await signIn(page, ADMIN);
    await page.goto('/create-blog');
    const form = page.getByRole('form', { name: 'Create blog' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption({ label: categoryName });
    await form.getByLabel('Tags').fill('indexes, performance');
    await form.getByLabel('Excerpt').fill('How to make queries fast.');
    await form
      .getByLabel('Content')
      .fill('## Why it matters\n\nIndexes turn scans into **lookups**.');
    await form.getByRole('switch', { name: 'Premium' }).click();
    await form.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(form.getByRole('img', { name: 'Cover preview' })).toBeVisible();

    // The preview renders the Markdown as the article page does.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = main(page).getByRole('article', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('lookups');
    await expect(preview).toContainText('Premium');
    await expect(preview).toContainText(categoryName);
    await expect(preview).toContainText('#indexes');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    await form.getByRole('button', { name: 'Create Blog' }).click();
    await expectToast(page, BLOG_FORM_MESSAGES.created);
    await expect(page).toHaveURL('/admin?tab=blogs');
    const row = tabPanel(page).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Premium');
    await expect(row).toContainText('Published');

    // A visitor finds it on /blogs with the Premium badge and the way to subscribe.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/blogs?search=${encodeURIComponent(title)}`);
    const card = visitor.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('Premium');
    await expect(card.getByRole('link', { name: READER_MESSAGES.subscribeToRead })).toBeVisible();
    await visitorContext.close();

    // Edit: the form starts from the stored article, and the new title shows.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/edit-blog\/\d+$/);
    const editForm = page.getByRole('form', { name: 'Edit blog' });
    await expect(editForm.getByLabel('Title')).toHaveValue(title);
    await expect(editForm.getByRole('switch', { name: 'Premium' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(
      editForm.getByRole('switch', { name: BLOG_FORM_MESSAGES.published }),
    ).toBeVisible();
    await expect(editForm.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    const newTitle = `${title} (revised)`;
    await editForm.getByLabel('Title').fill(newTitle);
    await editForm.getByRole('button', { name: 'Remove current image' }).click();
    await expect(editForm.getByRole('img', { name: 'Cover preview' })).toHaveCount(0);
    await editForm.getByRole('button', { name: 'Update Blog' }).click();
    await expectToast(page, BLOG_FORM_MESSAGES.updated);
    const newRow = tabPanel(page).getByRole('row').filter({ hasText: newTitle });
    await expect(newRow).toBeVisible();

    // The image is gone for good: the edit form opens without one.
    await newRow.getByRole('link', { name: `Edit ${newTitle}` }).click();
    await expect(editForm.getByLabel('Title')).toHaveValue(newTitle);
    await expect(editForm.getByRole('img', { name: 'Cover preview' })).toHaveCount(0);
    await page.goto('/admin?tab=blogs');

    // Delete after confirming: gone from the list.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(BLOG_FORM_MESSAGES.confirmDelete);
      void dialog.accept();
    });
    await newRow.getByRole('button', { name: `Delete ${newTitle}` }).click();
    await expectToast(page, TRANSACTION_MESSAGES.blogDeleted);
    await expect(tabPanel(page).getByRole('row').filter({ hasText: newTitle })).toHaveCount(0);

    const removed = await request.delete(`/api/categories/${category.id}`, {
      headers: await adminHeaders(request),
    });
    expect(removed.ok()).toBe(true);
  });

  test('an edit form for a missing article returns to the dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/edit-blog/999999');
    await expectToast(page, BLOG_FORM_MESSAGES.loadBlogFailed);
    await expect(page).toHaveURL('/admin');
  });

  test('a reader cannot open a user page', async ({ page }) => {
    await signUp(page);
    await page.goto('/user/1');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the users table goes page by page, and a search starts again at page one', async ({
    page,
    request,
  }) => {
    // Enough accounts for a second page of 25, whatever other tests created.
    const label = `pager${Date.now()}`;
    for (let index = 0; index < 26; index++) {
      const account = { ...newAccount(`Pager ${index}`), email: uniqueEmail(label) };
      expect((await request.post('/api/auth/register', { data: account })).ok()).toBe(true);
    }
    await signIn(page, ADMIN);
    await openAdmin(page, 'Users');
    const pager = tabPanel(page).getByRole('navigation', { name: 'Users pages' });
    await expect(pager).toContainText(/Page 1 of \d+/);
    const firstRow = tabPanel(page).getByRole('row').nth(1);
    const firstOnPageOne = await firstRow.textContent();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(/Page 2 of \d+/);
    await expect(firstRow).not.toHaveText(firstOnPageOne ?? '');

    await tabPanel(page).getByRole('searchbox').fill(label);
    await expect(pager).toContainText('Page 1 of 2 (26 in all)');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of 2 (26 in all)');
    await expect(tabPanel(page).getByRole('row')).toHaveCount(2);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
