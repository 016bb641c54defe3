import { readFileSync } from 'node:fs';
import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, login, test, toast } from './fixtures';

const JOINS_ARTICLE = 'SQL Joins: A Visual Guide';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  return (await response.json()).token;
}

async function blogIdByTitle(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get(`/api/blogs?search=${encodeURIComponent(title)}&limit=5`);
  const { blogs } = await response.json();
  return blogs.find((blog: { title: string }) => blog.title === title).id;
}

test.describe('Readers explore mind maps', () => {
  test('an article shows its map read-only, and the map zooms', async ({ page, request }) => {
    await page.goto(`/blog/${await blogIdByTitle(request, JOINS_ARTICLE)}`);
    const section = page.getByRole('region', { name: 'Mind map' });
    await expect(section.getByRole('img', { name: /SQL Joins with 3 branches/ })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add node' })).toHaveCount(0);
    await section.getByRole('button', { name: 'Zoom in' }).click();
    await expect(section.getByText('110%')).toBeVisible();
    await section.getByRole('img').focus();
    await page.keyboard.press('0');
    await expect(section.getByText('100%')).toBeVisible();
  });

  test('the viewer shows the map’s facts and exports a PNG', async ({ page, request }) => {
    const blogId = await blogIdByTitle(request, JOINS_ARTICLE);
    const { mindmap } = await (await request.get(`/api/mindmaps/blog/${blogId}`)).json();
    await page.goto(`/mindmap/view/${mindmap.id}`);
    await expect(page.getByRole('heading', { name: 'SQL joins at a glance' })).toBeVisible();
    await expect(page.getByText('Blog Mindmap').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Read the article/ })).toHaveAttribute(
      'href',
      `/blog/${blogId}`,
    );
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(2000);
  });

  test('a premium article’s map stays closed to visitors, and a missing map says so', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const premiumId = await blogIdByTitle(
      request,
      'Database Indexing: How B-Trees Make Queries Fast',
    );
    const created = await request.post('/api/mindmaps', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: 'Index internals', data: defaultMindmapData(), blog_id: premiumId },
    });
    const { mindmap } = await created.json();
    await page.goto(`/mindmap/view/${mindmap.id}`);
    await expect(page.getByRole('alert')).toHaveText(MINDMAP_MESSAGES.notFound);
    await page.goto('/mindmap/view/999999');
    await expect(page.getByRole('alert')).toHaveText(MINDMAP_MESSAGES.notFound);
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await request.delete(`/api/mindmaps/${mindmap.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  });
});

test.describe('An admin builds a mind map', () => {
  test('creates a map with three nodes for an article, saves, reloads, shares and deletes it', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const blogId = await blogIdByTitle(request, 'Async/Await in Depth: Promises Without the Pain');
    await login(page, ADMIN);
    await page.goto(`/mindmap/create/${blogId}`);
    await expect(page.getByText('This mind map belongs to the article')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('Async in one picture');
    await page.getByRole('button', { name: 'Add node' }).click();
    await page.getByLabel('Node text', { exact: true }).fill('Promises');
    await page.getByLabel('Node text', { exact: true }).press('Enter');
    await page.getByRole('img', { name: /Async in one picture/ }).focus();
    await page.keyboard.press('n');
    await page.keyboard.press('n');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: /with 2 branches/ })).toBeVisible();

    await page.getByRole('button', { name: 'Save Mindmap' }).click();
    await expect(toast(page, MINDMAP_MESSAGES.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/mindmap\/\d+$/);
    await page.reload();
    await expect(page.getByRole('img', { name: /Main Topic with 2 branches/ })).toBeVisible();
    await expect(page.locator('ul.sr-only li')).toHaveText(['Main Topic', 'Promises', 'New Node']);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page, MINDMAP_MESSAGES.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/mindmap\/view\/\d+$/,
    );

    await page.goto(`/blog/${blogId}`);
    await expect(page.getByRole('region', { name: 'Mind map' }).getByRole('img')).toBeVisible();
    await page.goBack();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, MINDMAP_MESSAGES.deleted)).toBeVisible();
    await expect(page).toHaveURL(`/blog/${blogId}`);
  });

  test('a map that cannot be loaded is reported', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/mindmap/edit/999999');
    await expect(toast(page, MINDMAP_MESSAGES.loadFailed)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MINDMAP_MESSAGES.notFound);
  });

  test('an empty title is refused', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/mindmap/create/1');
    await page.getByLabel('Title', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save Mindmap' }).click();
    await expect(toast(page, MINDMAP_MESSAGES.titleRequired)).toBeVisible();
  });
});

test('an admin draws an article’s mind map on the create page', async ({ page, request }) => {
  await login(page, ADMIN);
  await page.goto('/create-blog');
  const form = page.getByRole('form', { name: 'Create blog' });
  const title = `Mapped from the form ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption({ label: 'Databases' });
  await form.getByLabel('Content').fill('An article body that is long enough.');
  await form.getByRole('button', { name: 'Create Mindmap' }).click();
  await form.getByRole('button', { name: 'Add node' }).click();
  await expect(form.getByRole('img', { name: /with 1 branches/ })).toBeVisible();
  // Edits reach the form 500 ms after the last change (SPEC 4).
  await page.waitForTimeout(700);
  await form.getByRole('button', { name: 'Create Blog' }).click();
  await expect(toast(page, 'Blog created successfully!')).toBeVisible();

  const blogId = await blogIdByTitle(request, title);
  const { mindmap } = await (await request.get(`/api/mindmaps/blog/${blogId}`)).json();
  expect(mindmap.data.data.nodes).toHaveLength(2);
  await page.goto(`/blog/${blogId}`);
  await expect(page.getByRole('region', { name: 'Mind map' }).getByRole('img')).toBeVisible();
  const token = (await (await request.post('/api/auth/login', { data: ADMIN })).json()).token;
  await request.delete(`/api/blogs/${blogId}`, { headers: { authorization: `Bearer ${token}` } });
});
