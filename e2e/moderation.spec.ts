import { DISCUSSION_MESSAGES, MODERATION_MESSAGES } from '@codegrow/shared/constants/discussion';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, expectToast, newAccount, signIn, signUp, test, unique } from './fixtures';
import { violationsEverywhere } from './support/axe';
import { adminHeaders, createArticle, createCategory } from './support/content';
import { recordToasts } from './support/toasts';

const discussion = (page: Page) => page.getByRole('region', { name: /^Comments/ });
const commentItem = (page: Page, text: string) =>
  discussion(page).locator('li[id^="comment-"]').filter({ hasText: text }).first();

/** A browser of its own, signed in as a new reader (or the admin), on `path`. */
async function browserOf(browser: Browser, path: string, admin = false) {
  const context = await browser.newContext();
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  const account = admin ? ADMIN : await signUp(page, newAccount(`Reader ${unique('N')}`));
  if (admin) await signIn(page, ADMIN);
  await page.goto(path);
  return { page, account, close: () => context.close() };
}

async function postComment(page: Page, text: string, toast: string) {
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, toast);
}

test.describe('Moderation', () => {
  test('a report reaches the queue; the admin bans the writer, who then cannot comment', async ({
    page,
    browser,
    request,
  }) => {
    const category = await createCategory(request, `Mod ${unique('C')}`);
    const article = await createArticle(request, { title: `Joins ${unique('A')}`, category });
    const path = `/blog/${article.id}`;
    const writer = await browserOf(browser, path);
    const rude = `You are all idiots ${unique('R')}`;
    await postComment(writer.page, rude, READER_MESSAGES.commentAdded);

    // Another reader reports it, with a reason.
    await signUp(page, newAccount(`Reporter ${unique('N')}`));
    await page.goto(path);
    await commentItem(page, rude)
      .getByRole('button', { name: `Report the comment by ${writer.account.name}` })
      .click();
    await page.getByRole('textbox', { name: 'What is wrong with this comment?' }).fill('Insults');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expectToast(page, DISCUSSION_MESSAGES.reported);

    // The admin finds it in the queue with its report, bans the writer and removes it.
    const admin = await browserOf(browser, '/admin?tab=moderation', true);
    const queue = admin.page.getByRole('region', { name: 'Moderation queue' });
    const entry = queue.getByRole('listitem').filter({ hasText: rude });
    await expect(entry).toContainText('1 report');
    await expect(entry).toContainText('Insults');
    expect(await violationsEverywhere(admin.page)).toEqual([]);
    // Each button's accessible name holds the words it shows (label in name, WCAG 2.5.3).
    const buttons = await entry.getByRole('button').evaluateAll((found) =>
      found.map((button) => ({
        shown: (button as HTMLElement).innerText.trim(),
        name: button.getAttribute('aria-label') ?? '',
      })),
    );
    expect(buttons.length).toBeGreaterThan(2);
    for (const { shown, name } of buttons) {
      if (name !== '' && shown !== '') expect(name).toContain(shown);
    }

    await entry.getByRole('button', { name: `Ban writer ${writer.account.name}` }).click();
    const banForm = admin.page.getByRole('form', { name: `Ban ${writer.account.name}` });
    await banForm.getByLabel('Reason').fill('Insulting other readers');
    await banForm.getByRole('button', { name: 'Ban' }).click();
    await expectToast(admin.page, MODERATION_MESSAGES.banned);
    await entry
      .getByRole('button', { name: `Remove the comment by ${writer.account.name}` })
      .click();
    await expectToast(admin.page, MODERATION_MESSAGES.removed);
    await expect(queue).toContainText('Nothing waits for a decision.');

    // The writer reads on, but their comment is gone and they cannot write another.
    await writer.page.reload();
    await expect(discussion(writer.page)).not.toContainText(rude);
    await writer.page.getByRole('textbox', { name: 'Add a comment' }).fill('Let me back in');
    await writer.page.getByRole('button', { name: 'Post comment' }).click();
    await expectToast(writer.page, DISCUSSION_MESSAGES.banned);
    await writer.close();
    await admin.close();
  });

  test('a blocked word holds a comment: its writer sees it awaiting approval until approved', async ({
    page,
    browser,
    request,
  }) => {
    const word = unique('zorbix').toLowerCase();
    const setWords = async (words: string[]) =>
      request.put('/api/admin/moderation/blocked-words', {
        data: { words },
        headers: await adminHeaders(request),
      });
    const category = await createCategory(request, `Mod ${unique('C')}`);
    const article = await createArticle(request, { title: `Locks ${unique('A')}`, category });
    const path = `/blog/${article.id}`;
    const admin = await browserOf(browser, '/admin?tab=moderation', true);
    const wordsField = admin.page.getByLabel(/^Blocked words/);
    await wordsField.fill(word);
    await admin.page.getByRole('button', { name: 'Save words' }).click();
    await expectToast(admin.page, MODERATION_MESSAGES.blockedWordsSaved);

    try {
      await signUp(page);
      await page.goto(path);
      const text = `Try ${word.toUpperCase()} for this`;
      await postComment(page, text, DISCUSSION_MESSAGES.awaitingApproval);
      await expect(commentItem(page, text)).toContainText('Awaiting approval');
      const forVisitors = async () =>
        JSON.stringify(await (await request.get(`/api/comments/blog/${article.id}`)).json());
      expect(await forVisitors()).not.toContain(text);

      await admin.page.reload();
      const entry = admin.page.getByRole('listitem').filter({ hasText: text });
      await expect(entry).toContainText('Held: A blocked word');
      await entry.getByRole('button', { name: /^Approve the comment/ }).click();
      await expectToast(admin.page, MODERATION_MESSAGES.approved);
      await expect.poll(forVisitors).toContain(text);
      await page.reload();
      await expect(commentItem(page, text)).not.toContainText('Awaiting approval');
    } finally {
      await setWords([]);
      await admin.close();
    }
  });
});
