import { BLOG_FORM_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { ADMIN, expect, expectToast, signIn, test, unique } from './fixtures';
import { violationsEverywhere } from './support/axe';
import { createCategory } from './support/content';

const pad = (value: number) => String(value).padStart(2, '0');
/** A `datetime-local` value in the browser's time zone (the test's machine's), to the second. */
const localValue = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
  `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

test.describe('Scheduled publishing', () => {
  test('an admin schedules an article: hidden until its time, then live by itself', async ({
    page,
    browser,
    request,
  }) => {
    const category = await createCategory(request, `Sched ${unique('C')}`);
    const title = `Scheduled read ${unique('T')}`;
    await signIn(page, ADMIN);
    await page.goto('/create-blog');
    const form = page.getByRole('form', { name: 'Create blog' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption({ label: category.name });
    await form.getByLabel('Content').fill('## Soon\n\nThis goes live on its own.');
    expect(await violationsEverywhere(page)).toEqual([]);
    // Far enough ahead for the checks before it on a slow machine; the API tests move the clock.
    const goesLive = new Date(Date.now() + 30_000);
    const publishNow = form.getByRole('switch', { name: BLOG_FORM_MESSAGES.publishImmediately });
    await expect(publishNow).toBeChecked();
    await form.getByLabel('Schedule (your time)').fill(localValue(goesLive));
    // A schedule and 'Publish Immediately' exclude each other.
    await expect(publishNow).not.toBeChecked();
    await form.getByRole('button', { name: 'Create Blog' }).click();
    await expectToast(page, BLOG_FORM_MESSAGES.created);

    const row = page.getByRole('tabpanel').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Scheduled');
    const id = Number(
      /\/blog\/(\d+)/.exec((await row.getByRole('link').first().getAttribute('href')) ?? '')?.[1],
    );

    // A visitor (a browser of their own, no session) does not find it before its time...
    const visitor = await browser.newContext();
    const asVisitor = async () => (await visitor.request.get(`/api/blogs/${id}`)).status();
    expect(await asVisitor()).toBe(404);
    // ...and does, by itself, once it has come.
    await expect.poll(asVisitor, { timeout: 60_000 }).toBe(200);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/blogs');
    await expect(visitorPage.getByRole('article').filter({ hasText: title })).toBeVisible();
    await visitor.close();
  });
});
