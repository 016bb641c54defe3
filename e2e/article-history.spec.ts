import { BLOG_FORM_MESSAGES, REVISION_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { ADMIN, expect, expectToast, signIn, test, unique } from './fixtures';
import { violationsEverywhere } from './support/axe';
import { adminHeaders, createArticle, createCategory } from './support/content';

const FIRST = 'Use an INNER JOIN to keep only matching rows.';
const SECOND = 'Use a LEFT JOIN to keep every customer, matched or not.';

test.describe('An article’s history', () => {
  test('an admin edits an article, readers see what changed, and the admin restores the old version from its diff', async ({
    page,
    browser,
    request,
  }) => {
    const category = await createCategory(request, `History ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Joins, kept up ${unique('T')}`,
      category,
      content: `## Which join\n\n${FIRST}\n\nThe rest stays.`,
    });

    // The edit: one line of the text, with the day it was checked and what it was tested with.
    await signIn(page, ADMIN);
    await page.goto(`/edit-blog/${article.id}`);
    const form = page.getByRole('form', { name: 'Edit blog' });
    const content = form.getByLabel('Content');
    await expect(content).toHaveValue(/INNER JOIN/);
    await content.fill(`## Which join\n\n${SECOND}\n\nThe rest stays.`);
    const today = new Date().toISOString().slice(0, 10);
    await form.getByLabel('Reviewed on').fill(today);
    await form.getByLabel('Tested with').fill('PostgreSQL 17');
    await form.getByLabel('What changed').fill('LEFT JOIN keeps unmatched customers');
    await form.getByRole('button', { name: 'Update Blog' }).click();
    await expectToast(page, BLOG_FORM_MESSAGES.updated);

    // A reader (a browser of their own) sees when and against what it was checked, and what changed.
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(`/blog/${article.id}`);
    await expect(reader.getByText('Tested with PostgreSQL 17')).toBeVisible();
    await expect(reader.getByText(/Reviewed on/)).toBeVisible();
    await reader.getByText(/^Updated on /).click();
    await expect(
      reader.getByRole('list', { name: 'What changed' }).getByRole('listitem'),
    ).toContainText(['LEFT JOIN keeps unmatched customers']);
    expect(await violationsEverywhere(reader)).toEqual([]);

    // The history: the version before the edit is chosen, beside the current one.
    await page.goto(`/edit-blog/${article.id}`);
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(`/admin/blogs/${article.id}/history`);
    const revisions = page.getByRole('list', { name: 'Revisions, newest first' });
    await expect(revisions.getByRole('listitem')).toHaveCount(2);
    await expect(revisions.getByRole('button', { pressed: true })).toContainText('First version');
    const diff = page.getByRole('table');
    await expect(diff.getByRole('cell', { name: `removed: ${FIRST}` })).toBeVisible();
    await expect(diff.getByRole('cell', { name: `added: ${SECOND}` })).toBeVisible();
    expect(await violationsEverywhere(page)).toEqual([]);

    await page.getByRole('button', { name: 'Restore this version' }).click();
    await expectToast(page, REVISION_MESSAGES.restored);
    await expect(revisions.getByRole('listitem')).toHaveCount(3);
    await expect(revisions.getByRole('listitem').first()).toContainText(
      REVISION_MESSAGES.restoredFrom,
    );
    // The version the restore replaced is chosen now: undoing it is one click away.
    await expect(revisions.getByRole('button', { pressed: true })).toContainText(
      'LEFT JOIN keeps unmatched customers',
    );

    await reader.reload();
    await expect(reader.getByText(FIRST)).toBeVisible();
    await expect(reader.getByText(SECOND)).toHaveCount(0);
    await visitor.close();
  });

  test('a restore from a page opened before someone else saved is refused', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, `History ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Stale history ${unique('T')}`,
      category,
      content: `## Which join\n\n${FIRST}`,
    });
    const edit = async (content: string) =>
      request.put(`/api/blogs/${article.id}`, {
        headers: await adminHeaders(request),
        multipart: { title: article.title, category: String(category.id), content },
      });
    expect((await edit(`## Which join\n\n${SECOND}`)).status()).toBe(200);

    await signIn(page, ADMIN);
    await page.goto(`/admin/blogs/${article.id}/history`);
    await expect(page.getByRole('button', { name: 'Restore this version' })).toBeVisible();
    // Another admin saves meanwhile.
    expect((await edit('## Which join\n\nA third version.')).status()).toBe(200);

    await page.getByRole('button', { name: 'Restore this version' }).click();
    await expectToast(page, REVISION_MESSAGES.stale);
    const current = await request.get(`/api/blogs/${article.id}`);
    expect(((await current.json()) as { blog: { content: string } }).blog.content).toContain(
      'A third version.',
    );
  });

  test('a save from an editor opened before someone else saved is refused, and saving again keeps both', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, `History ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Two editors ${unique('T')}`,
      category,
      content: `## Which join\n\n${FIRST}`,
    });
    await signIn(page, ADMIN);
    await page.goto(`/edit-blog/${article.id}`);
    const form = page.getByRole('form', { name: 'Edit blog' });
    await expect(form.getByLabel('Content')).toHaveValue(/INNER JOIN/);

    // Another admin saves meanwhile, through the API.
    const theirs = await request.put(`/api/blogs/${article.id}`, {
      headers: await adminHeaders(request),
      multipart: {
        title: article.title,
        category: String(category.id),
        content: '## Which join\n\nTheir version.',
      },
    });
    expect(theirs.status()).toBe(200);

    await form.getByLabel('Content').fill(`## Which join\n\n${SECOND}`);
    await form.getByRole('button', { name: 'Update Blog' }).click();
    await expect(form.getByRole('alert')).toHaveText(REVISION_MESSAGES.savedMeanwhile);
    const stored = async () =>
      (
        (await (await request.get(`/api/blogs/${article.id}`)).json()) as {
          blog: { content: string };
        }
      ).blog.content;
    expect(await stored()).toContain('Their version.');

    // Saving again is the admin's choice: theirs goes into the history.
    await form.getByRole('button', { name: 'Update Blog' }).click();
    await expectToast(page, BLOG_FORM_MESSAGES.updated);
    expect(await stored()).toContain('LEFT JOIN');
    const history = await request.get(`/api/blogs/${article.id}/revisions`, {
      headers: await adminHeaders(request),
    });
    const { revisions } = (await history.json()) as { revisions: { summary: string }[] };
    expect(revisions).toHaveLength(3);
  });
});
