import { BLOG_FORM_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { MESSAGES_BN } from '@codegrow/shared/i18n/bn/messages';
import { bn } from '../apps/web/src/locales/bn';
import type { Page } from '@playwright/test';
import { ADMIN, expect, expectToast, newAccount, signIn, signUp, test, unique } from './fixtures';
import { createArticle, createCategory } from './support/content';

/**
 * The interface in Bangla: at its own addresses (/bn/…), chosen from the browser's languages on
 * a first visit or by the reader, with the server's messages, numbers and dates in Bangla.
 * Articles stay as they were written.
 */

const BENGALI_DIGIT = /[০-৯]/;

test.describe('a browser that prefers Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('opens the site in Bangla, keeps it while reading, and the reader can switch to English', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const main = page.getByRole('navigation', { name: bn.common.nav.main });
    await expect(main.getByRole('link', { name: bn.common.nav.home })).toBeVisible();

    // The app's own links stay in Bangla without a page load.
    await main.getByRole('link', { name: bn.common.nav.blogs, exact: true }).click();
    await expect(page).toHaveURL(/\/bn\/blogs$/);
    // Its links carry the language's prefix, as the router's basename makes them.
    const firstArticle = page.getByRole('main').locator('a[href^="/bn/blog/"]').first();
    await firstArticle.click();
    await expect(page).toHaveURL(/\/bn\/blog\/\d+$/);
    // Its date and reading time in Bengali digits; the article itself as written.
    await expect(page.getByRole('main').locator('time').first()).toHaveText(BENGALI_DIGIT);
    const articlePath = new URL(page.url()).pathname.replace(/^\/bn/, '');

    // The footer's switcher: the same page in English, and the choice kept.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: UI_TEXT.exploreBlogs })).toBeVisible();
  });

  test('a code block’s buttons speak Bangla, the code as written', async ({ page, request }) => {
    const category = await createCategory(request, `Bangla code ${unique('C')}`);
    const article = await createArticle(request, {
      title: `SQL in Bangla ${unique('A')}`,
      category,
      content: [
        '```sql setup',
        'CREATE TABLE t (n int);',
        '```',
        '',
        '```sql runnable',
        'SELECT n FROM t;',
        '```',
      ].join('\n'),
    });
    // The buttons work with the app's script, which puts their words in the page's language.
    await page.goto(`/bn/blog/${article.id}`);
    const body = page.locator('#article-body');
    await expect(body.getByRole('button', { name: bn.blogs.code.run })).toBeVisible();
    await expect(body.getByRole('button', { name: bn.blogs.code.reset })).toBeVisible();
    await expect(body.getByRole('button', { name: bn.blogs.code.copyCode })).toHaveCount(2);
    await expect(body.getByRole('textbox', { name: bn.blogs.code.sqlEditable })).toHaveText(
      'SELECT n FROM t;',
    );
    await expect(body.getByText(`SQL · ${bn.blogs.code.setup}`)).toBeVisible();
  });

  test('gets the server’s messages in Bangla', async ({ page }) => {
    await page.goto('/bn/login');
    await page.getByLabel(bn.common.form.email, { exact: true }).fill('nobody@codegrow.dev');
    await page.getByLabel(bn.common.form.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: bn.common.ui.signInTraditional }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: MESSAGES_BN.auth.invalidCredentials }).first(),
    ).toBeVisible();
  });
});

test('a reader who chose Bangla is taken to the Bangla page from any English address', async ({
  page,
}) => {
  await page.goto('/subscribe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'বাংলা' }).click();
  await expect(page).toHaveURL(/\/bn\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/bn\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

/** The fonts Chromium drew a link's text with, as its developer tools list them. */
async function fontsDrawing(page: Page, selector: string) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  await devtools.detach();
  return fonts.map(({ familyName }) => familyName);
}

test('an English page fetches no Bengali font for its switcher, which draws বাংলা from its own letters', async ({
  page,
}) => {
  const fontsFetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontsFetched.push(request.url());
  });
  // A page of the interface's own words: a listed article written in Bangla rightly fetches it.
  await page.goto('/contact');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'বাংলা' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontsFetched).toEqual([]);
  expect(await fontsDrawing(page, 'footer a[hreflang="bn"]')).toEqual(['CodeGrow Language Names']);

  // A Bangla page has Bengali everywhere: there the text font is fetched.
  await page.goto('/bn');
  await page.evaluate(() => document.fonts.ready);
  expect(fontsFetched.some((url) => url.includes('noto-sans-bengali'))).toBe(true);
});

test('the admin’s pages stay English at a Bangla address, the parts shared with readers too', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/bn/admin?tab=add-transaction');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // The transaction id field is the one readers fill in on the subscribe page, in Bangla there.
  const trxId = page.getByLabel('Transaction ID', { exact: true });
  await expect(trxId).toBeVisible();
  await expect(trxId).toHaveAttribute('placeholder', 'e.g. 8N7A6B5C4D');
  // Marked English, so a screen reader does not read it in the page's Bangla voice.
  await expect(
    page.locator('[lang="en"]').getByLabel('Transaction ID', { exact: true }),
  ).toHaveCount(1);
  await expect(page.getByText(bn.subscription.form.trxIdLabel)).toHaveCount(0);
});

test('an article is marked with the language it is written in, on pages of either language', async ({
  page,
  browser,
  request,
}) => {
  const category = await createCategory(request, `Languages ${unique('C')}`);
  const bangla = await createArticle(request, {
    title: `ইনডেক্স কীভাবে কাজ করে ${unique('A')}`,
    category,
    excerpt: 'ইনডেক্স কখন কাজে আসে, এক বাক্যে।',
    content: [
      'একটি B-tree চাবিগুলো ক্রমে রাখে।',
      '',
      '```sql',
      'SELECT 1;',
      '```',
      '',
      '```quiz',
      '? B-tree চাবিগুলো কীভাবে রাখে?',
      '+ ক্রমে',
      '  > তাই খোঁজা দ্রুত।',
      '- এলোমেলো',
      '```',
    ].join('\n'),
  });
  const english = await createArticle(request, { title: `Indexes ${unique('A')}`, category });

  // The admin says in the editor that the first is written in Bangla.
  await signIn(page, ADMIN);
  await page.goto(`/edit-blog/${bangla.id}`);
  const form = page.getByRole('form', { name: 'Edit blog' });
  await expect(form.getByLabel('Language')).toHaveValue('en');
  await form.getByLabel('Language').selectOption('bn');
  await form.getByRole('button', { name: 'Update Blog' }).click();
  await expectToast(page, BLOG_FORM_MESSAGES.updated);

  // A visitor's English page says the article's title, excerpt and body are Bangla; the code
  // block's bar is the page's, in English.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`/blog/${bangla.id}`);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'bn');
  await expect(reader.locator('#article-body .article-prose')).toHaveAttribute('lang', 'bn');
  await expect(reader.locator('#article-body .code-block-bar')).toHaveAttribute('lang', 'en');
  await expect(reader.getByText('B-tree চাবিগুলো কীভাবে রাখে?')).toHaveAttribute('lang', 'bn');
  await expect(reader.getByText('ক্রমে', { exact: true })).toHaveAttribute('lang', 'bn');
  await reader.goto(`/blogs?category=${category.slug}`);
  await expect(reader.getByRole('heading', { name: bangla.title })).toHaveAttribute('lang', 'bn');
  await expect(reader.getByText('ইনডেক্স কখন কাজে আসে, এক বাক্যে।')).toHaveAttribute('lang', 'bn');

  // An English article on a Bangla page is marked English; its code block's bar speaks the
  // page's Bangla once the app has put its words in.
  await reader.goto(`/bn/blog/${english.id}`);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(reader.locator('#article-body .article-prose')).toHaveAttribute('lang', 'en');
  const bar = reader.locator('#article-body .code-block-bar');
  await expect(bar.getByRole('button', { name: bn.blogs.code.copyCode })).toBeVisible();
  await expect(bar).toHaveAttribute('lang', 'bn');
  await visitor.close();
});

test.describe('Paying on the Bangla pages', () => {
  test('a wrong transaction ID, and one already submitted, are refused in Bangla', async ({
    page,
    request,
  }) => {
    await signUp(page);
    await page.goto('/bn/subscribe?view=payment');
    const field = page.getByLabel(bn.subscription.form.trxIdLabel, { exact: true });
    const submit = page.getByRole('button', { name: bn.subscription.form.submit });
    // The form's own check, in the browser.
    await field.fill('!!');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES_BN.payment.trxIdFormat);

    // The server's refusal, in the page's language.
    const taken = `BN${Date.now().toString(36).toUpperCase()}`;
    const other = await request.post('/api/auth/register', { data: newAccount('Other Payer') });
    const { token } = (await other.json()) as { token: string };
    const claimed = await request.post('/api/transactions', {
      data: { trxId: taken, amount: 30, planType: 'lifetime' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(claimed.status()).toBe(201);
    await field.fill(taken);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES_BN.payment.duplicateTrxId);
  });
});
