import { DISCUSSION_MESSAGES } from '@codegrow/shared/constants/discussion';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, expectToast, newAccount, signIn, signUp, test, unique } from './fixtures';
import { violationsEverywhere } from './support/axe';
import { createArticle, createCategory } from './support/content';
import { mailsTo } from './support/mail-outbox';
import { recordToasts } from './support/toasts';

const discussion = (page: Page) => page.getByRole('region', { name: /^Comments/ });
const thread = (page: Page, text: string) =>
  discussion(page).locator('li[id^="comment-"]').filter({ hasText: text }).first();

/** A reader of their own, in a browser of their own, on the article. */
async function readerOn(browser: Browser, blogId: number, name: string) {
  const context = await browser.newContext();
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  const account = await signUp(page, newAccount(name));
  await page.goto(`/blog/${blogId}`);
  return { page, account, close: () => context.close() };
}

async function ask(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, READER_MESSAGES.commentAdded);
}

test.describe('Questions and answers under an article', () => {
  test('a reader asks, another answers with code and a mention, the author accepts it', async ({
    page,
    browser,
    request,
  }) => {
    const category = await createCategory(request, `Q&A ${unique('C')}`);
    const article = await createArticle(request, { title: `Indexes ${unique('A')}`, category });
    const asker = await readerOn(browser, article.id, `Asker ${unique('N')}`);
    const question = `Why is my index not used? ${unique('Q')}`;
    await ask(asker.page, question);

    // Another reader answers in place, with a code block, naming the asker.
    const helper = await readerOn(browser, article.id, `Helper ${unique('N')}`);
    const answerThread = thread(helper.page, question);
    await answerThread.getByRole('button', { name: `Reply to ${asker.account.name}` }).click();
    const reply = helper.page.getByRole('textbox', {
      name: `Your reply to ${asker.account.name}`,
    });
    await expect(reply).toBeFocused();
    await reply.fill(
      `@${asker.account.name} run this first:\n\n\`\`\`sql\nSELECT count(*) FROM orders;\n\`\`\``,
    );
    await helper.page.getByRole('button', { name: 'Post reply' }).click();
    await expectToast(helper.page, READER_MESSAGES.commentAdded);
    const answer = answerThread.locator('ul li').first();
    await expect(answer.locator('code .hljs-keyword')).toHaveText(['SELECT', 'FROM']);
    await expect(answer).toContainText(helper.account.name);

    // The helper fixes a word: the answer is marked edited.
    await answer.getByRole('button', { name: 'Edit your comment' }).click();
    const editField = helper.page.getByRole('textbox', { name: 'Edit your comment' });
    await editField.fill(
      `@${asker.account.name} run this first, then retry:\n\n\`\`\`sql\nSELECT count(*) FROM orders;\n\`\`\``,
    );
    await helper.page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(helper.page, DISCUSSION_MESSAGES.commentUpdated);
    await expect(answer).toContainText('then retry');
    await expect(answer).toContainText('edited');

    // The asker hears of it by e-mail, through the outbox.
    await expect
      .poll(async () => (await mailsTo(asker.account.email)).join('\n'))
      .toContain(`${helper.account.name} mentioned you`);

    // The article's author (the admin who wrote it) accepts the answer.
    await signIn(page, ADMIN);
    await page.goto(`/blog/${article.id}`);
    const adminThread = thread(page, question);
    await adminThread
      .locator('ul li')
      .first()
      .getByRole('button', { name: `Accept answer: ${helper.account.name}` })
      .click();
    await expectToast(page, DISCUSSION_MESSAGES.pinned);

    // Every reader sees it marked, first in its thread.
    await asker.page.reload();
    const accepted = thread(asker.page, question).locator('ul li').first();
    await expect(accepted).toContainText('Accepted answer');
    await expect(accepted).toContainText('then retry');

    expect(await violationsEverywhere(asker.page)).toEqual([]);
    await asker.close();
    await helper.close();
  });

  test('a writer deletes their question: the answers keep their place under a mark', async ({
    page,
    browser,
    request,
  }) => {
    const category = await createCategory(request, `Q&A ${unique('C')}`);
    const article = await createArticle(request, { title: `Vacuum ${unique('A')}`, category });
    const account = await signUp(page, newAccount(`Writer ${unique('N')}`));
    await page.goto(`/blog/${article.id}`);
    const question = `What does VACUUM FULL lock? ${unique('Q')}`;
    await ask(page, question);

    const other = await readerOn(browser, article.id, `Answerer ${unique('N')}`);
    await thread(other.page, question)
      .getByRole('button', { name: `Reply to ${account.name}` })
      .click();
    await other.page
      .getByRole('textbox', { name: `Your reply to ${account.name}` })
      .fill('The whole table, for its whole run.');
    await other.page.getByRole('button', { name: 'Post reply' }).click();
    await expectToast(other.page, READER_MESSAGES.commentAdded);
    await other.close();

    await page.reload();
    page.once('dialog', (dialog) => void dialog.accept());
    await thread(page, question)
      .getByRole('button', { name: 'Delete your comment' })
      .first()
      .click();
    await expectToast(page, DISCUSSION_MESSAGES.commentDeleted);
    await expect(discussion(page)).not.toContainText(question);
    await expect(discussion(page)).toContainText(DISCUSSION_MESSAGES.commentGone);
    await expect(discussion(page)).toContainText('The whole table, for its whole run.');
  });
});
