import { FOLLOW_TEXT } from '@codegrow/shared/constants/following';
import { expect, expectToast, signUp, test, unique } from './fixtures';
import { violationsEverywhere } from './support/axe';
import { adminHeaders, createArticle, createCategory, createPath } from './support/content';
import { mailsTo } from './support/mail-outbox';

test.describe('Following a learning path', () => {
  test('a reader follows a path and hears by e-mail when a step is added, then stops', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, `Follow ${unique('C')}`);
    const first = await createArticle(request, { title: `First step ${unique('A')}`, category });
    const path = await createPath(request, `Followed path ${unique('P')}`, [first]);
    const reader = await signUp(page);

    await page.goto(`/paths/${path.slug}`);
    const choice = page.getByLabel('Follow', { exact: true });
    await expect(choice).toHaveValue('off');
    await choice.selectOption({ label: FOLLOW_TEXT.modes.each });
    await expectToast(page, `Following ${path.title}: an e-mail for each new article.`);
    expect(await violationsEverywhere(page)).toEqual([]);

    // The admin adds a step: the reader hears of it, from the outbox, once.
    const added = await createArticle(request, { title: `New step ${unique('A')}`, category });
    const { path: stored } = (await (await request.get(`/api/paths/${path.slug}`)).json()) as {
      path: { id: number };
    };
    const saved = await request.put(`/api/paths/${stored.id}`, {
      headers: await adminHeaders(request),
      data: { title: path.title, level: 'beginner', blogIds: [first.id, added.id] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await expect
      .poll(async () => (await mailsTo(reader.email)).filter((mail) => mail.includes(added.title)))
      .toHaveLength(1);
    const [mail] = await mailsTo(reader.email);
    expect(mail).toContain(`A new article in ${path.title}: ${added.title}`);
    expect(mail).toContain(`/blog/${added.id}`);

    // The settings list what is followed, and stop it there.
    await page.goto('/dashboard?tab=settings');
    const following = page.getByRole('region', { name: 'Following' });
    await expect(following.getByRole('link', { name: path.title })).toBeVisible();
    expect(await violationsEverywhere(page)).toEqual([]);
    await following
      .getByLabel('Follow', { exact: true })
      .selectOption({ label: FOLLOW_TEXT.modes.off });
    await expectToast(page, `You no longer follow ${path.title}.`);
    await expect(following.getByText(FOLLOW_TEXT.nothingFollowed)).toBeVisible();
  });
});
