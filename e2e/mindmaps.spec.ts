import { readFileSync } from 'node:fs';
import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, READER, expect, expectToast, signIn, test, unique } from './fixtures';
import { createArticle, createCategory, createMindmap, mindmapOf } from './support/content';

/** An article of this test's own, free unless said otherwise, with or without a map. */
async function ownArticle(request: APIRequestContext, premium = false) {
  const category = await createCategory(request, `Topic ${unique('M')}`);
  return createArticle(request, { title: `Mapped read ${unique('A')}`, category, premium });
}

/**
 * Whether the drawn map stays inside the canvas: its outermost pixels are all background
 * (a node cut off at an edge paints there), and something is drawn.
 */
/** The map's nodes as its list under the canvas names them: the centre, then each branch in order. */
function mapNodes(page: Page): Promise<string[]> {
  return page
    .locator('details', { hasText: 'The map as a list' })
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent ?? ''));
}

async function drawnWithinEdges(page: Page): Promise<{ clipped: boolean; drawn: boolean }> {
  return page.getByRole('img', { name: /with \d+ branches/ }).evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
    if (!pixels) return { clipped: true, drawn: false };
    const { width, height, data } = pixels;
    const at = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3);
    const [r, g, b] = at(0, 0);
    const background = (x: number, y: number) => {
      const [pr, pg, pb] = at(x, y);
      return pr === r && pg === g && pb === b;
    };
    let clipped = false;
    for (let x = 0; x < width; x += 1) clipped ||= !background(x, 1) || !background(x, height - 2);
    for (let y = 0; y < height; y += 1) clipped ||= !background(1, y) || !background(width - 2, y);
    let drawn = false;
    for (let y = 0; y < height && !drawn; y += 4) {
      for (let x = 0; x < width && !drawn; x += 4) drawn = !background(x, y);
    }
    return { clipped, drawn };
  });
}

/** Where on the page a branch (green) is drawn on the map: the first one from the top. */
async function branchOnScreen(page: Page): Promise<{ x: number; y: number }> {
  const canvas = page.getByRole('img', { name: /with \d+ branches/ });
  // A press lands only on what is on the screen: the map may be below the fold.
  await canvas.scrollIntoViewIfNeeded();
  const drawnBranch = () =>
    canvas.evaluate((element) => {
      const node = element as HTMLCanvasElement;
      const pixels = node.getContext('2d')?.getImageData(0, 0, node.width, node.height);
      if (!pixels) return null;
      const ratio = node.width / node.getBoundingClientRect().width;
      for (let index = 0; index < pixels.data.length; index += 4) {
        const [r, g, b] = pixels.data.slice(index, index + 3);
        if (r === 16 && g === 185 && b === 129) {
          const pixel = index / 4;
          // A few pixels into the circle, so the press lands inside it.
          return {
            x: (pixel % pixels.width) / ratio,
            y: Math.floor(pixel / pixels.width) / ratio + 6,
          };
        }
      }
      return null;
    });
  // The map draws once its script has loaded and the page has settled: asked until it has.
  await expect.poll(drawnBranch, { message: 'a branch drawn on the map' }).not.toBeNull();
  const point = await drawnBranch();
  const box = await canvas.boundingBox();
  if (!point || !box) throw new Error('no branch is drawn');
  return { x: box.x + point.x, y: box.y + point.y };
}

test.describe('Readers explore mind maps', () => {
  for (const [device, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`the read-only map opens whole and centred on ${device}`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const article = await ownArticle(request);
      const data = mindmapOf('Indexes', ['B-tree', 'Hash', 'GIN', 'GiST', 'BRIN', 'Partial']);
      const mindmap = await createMindmap(request, { title: 'Index kinds', data, article });
      await page.goto(`/mindmap/view/${mindmap.id}`);
      await expect.poll(() => drawnWithinEdges(page)).toEqual({ clipped: false, drawn: true });

      // Zoomed in, it spills over; 'Fit the whole map' brings all of it back.
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      for (let step = 0; step < 8; step += 1) await zoomIn.click();
      await expect.poll(() => drawnWithinEdges(page)).toMatchObject({ clipped: true });
      await page.getByRole('button', { name: 'Fit the whole map' }).click();
      await expect.poll(() => drawnWithinEdges(page)).toEqual({ clipped: false, drawn: true });
    });
  }

  test('an article shows its map read-only, and the map zooms', async ({ page, request }) => {
    const article = await ownArticle(request);
    const data = mindmapOf('SQL Joins', ['Inner', 'Left', 'Full']);
    await createMindmap(request, { title: 'SQL joins at a glance', data, article });
    await page.goto(`/blog/${article.id}`);
    const section = page.getByRole('region', { name: 'Mind map' });
    await expect(section.getByRole('img', { name: /SQL Joins with 3 branches/ })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add node' })).toHaveCount(0);
    // The map opens fitted, once its canvas is measured (the server's page knows no width);
    // zooming in enlarges it, and 0 fits it again.
    await expect.poll(() => drawnWithinEdges(page)).toEqual({ clipped: false, drawn: true });
    const zoom = section.getByText(/^\d+%$/);
    const percent = async () => Number((await zoom.textContent())?.replace('%', ''));
    const fitted = await percent();
    await section.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(percent).toBeGreaterThan(fitted);
    await section.getByRole('img').focus();
    await page.keyboard.press('0');
    await expect.poll(percent).toBe(fitted);
  });

  test('the map the server sent stays in place while the page comes alive', async ({
    page,
    request,
  }) => {
    const article = await ownArticle(request);
    await createMindmap(request, { title: 'Kept', data: mindmapOf('Kept', ['A', 'B']), article });
    await signIn(page, READER);
    // Every map section taken out of the page is counted, from the first byte on.
    await page.addInitScript(() => {
      const state = window as unknown as { mapsRemoved: number };
      state.mapsRemoved = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && node.querySelector('canvas')) state.mapsRemoved += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // A slow phone: the reader's session arrives while the map's own code is still on its way.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const response = await page.goto(`/blog/${article.id}`);
    expect(await response?.text()).toContain('<canvas');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('banner').getByTitle('Dashboard')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const removed = await page.evaluate(
      () => (window as unknown as { mapsRemoved: number }).mapsRemoved,
    );
    expect(removed).toBe(0);
  });

  test('the viewer shows the map’s facts and exports a PNG and an SVG', async ({
    page,
    request,
  }) => {
    const article = await ownArticle(request);
    const data = mindmapOf('SQL Joins', ['Inner', 'Left', 'Full']);
    const mindmap = await createMindmap(request, { title: 'SQL joins at a glance', data, article });
    await page.goto(`/mindmap/view/${mindmap.id}`);
    await expect(page.getByRole('heading', { name: 'SQL joins at a glance' })).toBeVisible();
    await expect(page.getByText('Blog Mindmap').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Read the article/ })).toHaveAttribute(
      'href',
      `/blog/${article.id}`,
    );
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(2000);

    // The same map as a vector picture, its labels as text.
    const svgDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export SVG' }).click();
    expect((await svgDownload).suggestedFilename()).toBe('SQL-joins-at-a-glance.svg');
    const svg = readFileSync(await (await svgDownload).path(), 'utf8');
    const picture = await page.evaluate((text) => {
      const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        broken: parsed.querySelector('parsererror') !== null,
        circles: parsed.querySelectorAll('circle').length,
        labels: parsed.documentElement.textContent ?? '',
      };
    }, svg);
    expect(picture).toMatchObject({ broken: false, circles: 4 });
    expect(picture.labels).toContain('Inner');
  });

  test('a premium article’s map stays closed to visitors, and a missing map says so', async ({
    page,
    request,
  }) => {
    const article = await ownArticle(request, true);
    const data = defaultMindmapData();
    const mindmap = await createMindmap(request, { title: 'Index internals', data, article });
    await page.goto(`/mindmap/view/${mindmap.id}`);
    await expect(page.getByRole('alert')).toHaveText(MINDMAP_MESSAGES.notFound);
    await page.goto('/mindmap/view/999999');
    await expect(page.getByRole('alert')).toHaveText(MINDMAP_MESSAGES.notFound);
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('An admin builds a mind map', () => {
  test('creates a map with three nodes for an article, saves, reloads, shares and deletes it', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { id: blogId } = await ownArticle(request);
    await signIn(page, ADMIN);
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
    await expectToast(page, MINDMAP_MESSAGES.saved);
    await expect(page).toHaveURL(/\/mindmap\/\d+$/);
    await page.reload();
    await expect(page.getByRole('img', { name: /Main Topic with 2 branches/ })).toBeVisible();
    await expect.poll(() => mapNodes(page)).toEqual(['Main Topic', 'Promises', 'New Node']);

    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, MINDMAP_MESSAGES.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/mindmap\/view\/\d+$/,
    );

    await page.goto(`/blog/${blogId}`);
    await expect(page.getByRole('region', { name: 'Mind map' }).getByRole('img')).toBeVisible();
    await page.goBack();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, MINDMAP_MESSAGES.deleted);
    await expect(page).toHaveURL(`/blog/${blogId}`);
  });

  test('drafts a map from the article’s headings and tidies it', async ({ page, request }) => {
    const category = await createCategory(request, `Topic ${unique('H')}`);
    const article = await createArticle(request, {
      title: `Indexes in depth ${unique('I')}`,
      category,
      content: [
        'Intro.',
        '## Why indexes',
        'Text.',
        '### B-trees',
        'Text.',
        '### Hash indexes',
        'Text.',
        '## Reading plans',
        'Text.',
      ].join('\n\n'),
    });
    await signIn(page, ADMIN);
    await page.goto(`/mindmap/create/${article.id}`);
    await page.getByRole('button', { name: 'Draft from headings' }).click();
    const map = page.getByRole('img', { name: /with 4 branches/ });
    await expect(map).toBeVisible();
    await expect
      .poll(() => mapNodes(page))
      .toEqual([article.title, 'Why indexes', 'B-trees', 'Hash indexes', 'Reading plans']);
    await expect.poll(() => drawnWithinEdges(page)).toEqual({ clipped: false, drawn: true });

    // Nodes dragged anywhere are laid out again, whole.
    await page.getByRole('button', { name: 'Tidy up' }).click();
    await expect.poll(() => drawnWithinEdges(page)).toEqual({ clipped: false, drawn: true });
    await page.getByRole('button', { name: 'Save Mindmap' }).click();
    await expectToast(page, MINDMAP_MESSAGES.saved);
    await expect(page).toHaveURL(/\/mindmap\/\d+$/);
    await page.reload();
    await expect(page.getByRole('img', { name: /with 4 branches/ })).toBeVisible();

    // Each drafted node opens its section: the editor shows the link...
    const branch = await branchOnScreen(page);
    await page.mouse.click(branch.x, branch.y);
    await expect(page.getByLabel('Opens section')).not.toHaveValue('');

    // ...and a reader's click on it in the article's map lands on that section.
    await page.goto(`/blog/${article.id}`);
    const onArticle = await branchOnScreen(page);
    await page.mouse.click(onArticle.x, onArticle.y);
    await expect(page).toHaveURL(/#(why-indexes|b-trees|hash-indexes|reading-plans)$/);
    const section = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${section}"]`)).toBeInViewport();
  });

  test('is edited from the keyboard, with undo and redo', async ({ page, request }) => {
    const article = await ownArticle(request);
    await signIn(page, ADMIN);
    await page.goto(`/mindmap/create/${article.id}`);
    const canvas = page.getByRole('img', { name: /with \d+ branches/ });
    const nodes = () => mapNodes(page);
    await canvas.focus();
    await page.keyboard.press('n');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'New Node']);

    await page.keyboard.press('F2');
    await expect(page.getByLabel('Node text', { exact: true })).toBeFocused();
    await page.getByLabel('Node text', { exact: true }).fill('Closures');
    await page.getByLabel('Node text', { exact: true }).press('Enter');
    // Enter hands the keyboard back to the map, whose shortcuts work at once.
    await expect(canvas).toBeFocused();
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'Closures']);
    // Escape drops a change and does the same.
    await page.keyboard.press('F2');
    await page.getByLabel('Node text', { exact: true }).fill('Not kept');
    await page.getByLabel('Node text', { exact: true }).press('Escape');
    await expect(canvas).toBeFocused();
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'Closures']);
    await page.keyboard.press('Delete');
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node']);

    await page.keyboard.press('Control+z');
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'Closures']);
    await page.keyboard.press('Control+z');
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'New Node']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'Closures']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'New Node']);
    await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();

    // A branch folds away and back: C on the selected node, or the toolbar.
    await canvas.focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await page.keyboard.press('c');
    // The canvas folds; the list under it still names every node.
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'New Node']);
    await expect(page.getByRole('img', { name: /2 more in collapsed branches/ })).toBeVisible();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect.poll(nodes).toEqual(['Main Topic', 'New Node', 'New Node']);
  });

  test('a map that cannot be loaded is reported', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/mindmap/edit/999999');
    await expectToast(page, MINDMAP_MESSAGES.loadFailed);
    await expect(page.getByRole('alert')).toHaveText(MINDMAP_MESSAGES.notFound);
  });

  test('an empty title is refused', async ({ page, request }) => {
    const article = await ownArticle(request);
    await signIn(page, ADMIN);
    await page.goto(`/mindmap/create/${article.id}`);
    await page.getByLabel('Title', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save Mindmap' }).click();
    await expectToast(page, MINDMAP_MESSAGES.titleRequired);
  });
});

test('an admin draws an article’s mind map on the create page', async ({ page, request }) => {
  const category = await createCategory(request, `Topic ${unique('D')}`);
  await signIn(page, ADMIN);
  await page.goto('/create-blog');
  const form = page.getByRole('form', { name: 'Create blog' });
  const title = `Mapped from the form ${unique('T')}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption({ label: category.name });
  await form.getByLabel('Content').fill('An article body that is long enough.');
  await form.getByRole('button', { name: 'Create Mindmap' }).click();
  await form.getByRole('button', { name: 'Add node' }).click();
  await expect(form.getByRole('img', { name: /with 1 branches/ })).toBeVisible();
  // At once: the form takes the map as drawn, without waiting for the editor's report.
  await form.getByRole('button', { name: 'Create Blog' }).click();
  await expectToast(page, 'Blog created successfully!');

  const { blogs } = await (await request.get(`/api/blogs?category=${category.slug}`)).json();
  const blogId = (blogs as { id: number; title: string }[]).find(
    (blog) => blog.title === title,
  )?.id;
  const { mindmap } = await (await request.get(`/api/mindmaps/blog/${blogId}`)).json();
  expect(mindmap.data.data.nodes).toHaveLength(2);
  await page.goto(`/blog/${blogId}`);
  await expect(page.getByRole('region', { name: 'Mind map' }).getByRole('img')).toBeVisible();
});
