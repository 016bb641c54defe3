import { CHECK_TEXT, MAP_CHECK_TEXT } from '@codegrow/shared/constants/checks';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newAccount, signUp, test, unique } from './fixtures';
import { violationsEverywhere } from './support/axe';
import { createArticle, createCategory, createMindmap, mindmapOf } from './support/content';

const BRANCHES = ['Inner join', 'Left join', 'Full outer join'];
const SECTIONS = ['inner-join', 'left-join', 'full-outer-join'];

/** An article with a section per branch, and its map, each branch linked to its section. */
async function mappedArticle(request: APIRequestContext) {
  const category = await createCategory(request, `Maps ${unique('C')}`);
  const article = await createArticle(request, {
    title: `Joins to map ${unique('A')}`,
    category,
    content: BRANCHES.map((branch) => `## ${branch}\n\nWhat a ${branch} keeps.\n`).join('\n'),
  });
  const data = mindmapOf('SQL joins', BRANCHES);
  data.nodes.slice(1).forEach((node, index) => (node.section = SECTIONS[index]));
  await createMindmap(request, { title: 'Joins', data, article });
  return article;
}

const checkedIn = async (page: Page, blogId: number) => {
  const response = await page.request.get(`/api/progress?blogs=${blogId}`);
  const { progress } = (await response.json()) as { progress: { checked: boolean }[] };
  return progress[0]?.checked ?? false;
};

test.describe("'Complete the map'", () => {
  test('a reader rebuilds the map, misses a label, reads its section, and completes it', async ({
    page,
    request,
  }) => {
    const article = await mappedArticle(request);
    await signUp(page, newAccount('Map Reader'));
    await page.goto(`/blog/${article.id}`);
    const map = page.getByRole('region', { name: 'Mind map' });
    await map.getByRole('button', { name: MAP_CHECK_TEXT.start }).click();
    // The labels are hidden: no list of them under the canvas, an empty field for each.
    await expect(map.getByText('The map as a list')).toHaveCount(0);
    await expect(map.getByRole('combobox')).toHaveCount(3);
    await map.getByRole('button', { name: MAP_CHECK_TEXT.submit }).click();
    await expect(map.getByRole('alert')).toHaveText(MAP_CHECK_TEXT.fillAll);

    const label = (n: number) => map.getByLabel(MAP_CHECK_TEXT.node(n), { exact: true });
    await label(1).fill('inner JOIN');
    await label(2).fill('Right join');
    await label(3).fill('Full outer join');
    await map.getByRole('button', { name: MAP_CHECK_TEXT.submit }).click();
    await expect(map.getByRole('status')).toHaveText(MAP_CHECK_TEXT.score(2, 3));
    // The keyboard goes to the score, not back to the top of the page.
    await expect(map.getByRole('status')).toBeFocused();
    await expect(label(2)).toHaveAttribute('aria-invalid', 'true');
    await expect(label(2)).toHaveAccessibleDescription(
      `${CHECK_TEXT.wrong} ${MAP_CHECK_TEXT.readSection}`,
    );
    expect(await checkedIn(page, article.id)).toBe(false);
    expect(await violationsEverywhere(page)).toEqual([]);

    await map.getByRole('link', { name: MAP_CHECK_TEXT.readSection }).nth(1).click();
    await expect(page).toHaveURL(/#left-join$/);

    await map.getByRole('button', { name: MAP_CHECK_TEXT.retry }).click();
    await expect(label(2)).toHaveValue('');
    await expect(label(2)).toBeFocused();
    await expect(label(1)).toHaveValue('inner JOIN');
    await label(2).fill('left join');
    await map.getByRole('button', { name: MAP_CHECK_TEXT.submit }).click();
    await expect(map.getByRole('status')).toHaveText(
      `${MAP_CHECK_TEXT.score(3, 3)} ${MAP_CHECK_TEXT.complete}`,
    );
    expect(await checkedIn(page, article.id)).toBe(true);

    await map.getByRole('button', { name: MAP_CHECK_TEXT.stop }).click();
    await expect(map.getByText('The map as a list')).toBeVisible();
  });

  test("a visitor's completed map counts for the account they then make", async ({
    page,
    request,
  }) => {
    const article = await mappedArticle(request);
    await page.goto(`/blog/${article.id}`);
    const map = page.getByRole('region', { name: 'Mind map' });
    await map.getByRole('button', { name: MAP_CHECK_TEXT.start }).click();
    for (const [index, branch] of BRANCHES.entries()) {
      await map.getByLabel(MAP_CHECK_TEXT.node(index + 1), { exact: true }).fill(branch);
    }
    await map.getByRole('button', { name: MAP_CHECK_TEXT.submit }).click();
    await expect(map.getByRole('status')).toContainText(MAP_CHECK_TEXT.complete);

    await signUp(page, newAccount('Late Mapper'));
    const handedOver = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/mindmaps/blog/${article.id}/check`) &&
        response.request().method() === 'POST',
    );
    await page.reload();
    expect((await handedOver).ok()).toBe(true);
    await expect.poll(() => checkedIn(page, article.id)).toBe(true);
  });

  test('nothing breaks the site’s Content-Security-Policy: not the map, nor completing it', async ({
    page,
    request,
  }) => {
    // What the browser's DevTools list as issues (a refused eval is one, not a console error).
    const cdp = await page.context().newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => issues.push(JSON.stringify(issue)));
    await cdp.send('Audits.enable');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const article = await mappedArticle(request);
    await page.goto(`/blog/${article.id}`);
    const map = page.getByRole('region', { name: 'Mind map' });
    await map.getByRole('button', { name: MAP_CHECK_TEXT.start }).click();
    await map.getByLabel(MAP_CHECK_TEXT.node(1), { exact: true }).fill(BRANCHES[0] ?? '');
    await expect(map.getByRole('combobox')).toHaveCount(3);
    expect(issues.filter((issue) => issue.includes('ContentSecurityPolicy'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
