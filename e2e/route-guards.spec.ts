import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import { ADMIN, expect, signIn, signUp, test, unique } from './fixtures';
import { createArticle, createCategory, createMindmap } from './support/content';

test.describe('Pages are only open to the people they are meant for', () => {
  test('a visitor is sent to sign in for the dashboard and the admin pages', async ({ page }) => {
    for (const path of ['/dashboard', '/admin', '/create-blog', '/admin/users']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test('a reader is sent to their dashboard from admin pages', async ({ page }) => {
    const reader = await signUp(page);
    for (const path of [
      '/admin',
      '/admin/users',
      '/create-blog',
      '/edit-blog/3',
      '/mindmap/create/1',
      '/mindmap/edit/1',
      '/mindmap/1',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
    await expect(page.getByRole('main')).toContainText(reader.email);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('a signed-in user visiting sign-in or sign-up goes home', async ({ page }) => {
    await signUp(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/register');
    await expect(page).toHaveURL('/');
  });

  test('an admin reaches the admin pages', async ({ page, request }) => {
    const category = await createCategory(request, `Topic ${unique('G')}`);
    const article = await createArticle(request, { title: `Guarded ${unique('A')}`, category });
    await signIn(page, ADMIN);
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

    await page.goto('/admin/foo');
    await expect(page.getByText(UI_TEXT.adminComingSoon)).toBeVisible();

    await page.goto(`/admin/blogs/edit/${article.id}`);
    await expect(page).toHaveURL(`/edit-blog/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Blog');

    await page.goto('/create-blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Blog');
  });

  test('public pages are open to everyone', async ({ page, request }) => {
    const category = await createCategory(request, `Topic ${unique('G')}`);
    const article = await createArticle(request, { title: `Open to all ${unique('A')}`, category });
    const map = await createMindmap(request, {
      title: 'A map for all',
      data: defaultMindmapData(),
    });
    for (const [path, heading] of [
      ['/blogs', 'All Blogs'],
      [`/blog/${article.id}`, article.title],
      ['/subscribe', 'Subscribe'],
      ['/search', 'Search'],
      ['/contact', 'Contact'],
      [`/mindmap/view/${map.id}`, 'A map for all'],
      ['/firebase-test', 'Authentication diagnostics'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
});
