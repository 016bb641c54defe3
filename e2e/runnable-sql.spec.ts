import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';
import { expect, expectToast, test, unique } from './fixtures';
import { createArticle, createCategory } from './support/content';

const SQL_ARTICLE = [
  '## The tables',
  '',
  '```sql setup',
  'CREATE TABLE customers (id integer PRIMARY KEY, name text NOT NULL);',
  "INSERT INTO customers VALUES (1, 'Alice'), (2, 'Dan');",
  '```',
  '',
  '## A query to try',
  '',
  '```sql runnable',
  'SELECT name FROM customers ORDER BY id;',
  '```',
].join('\n');

test.describe('SQL that runs in the page', () => {
  test('a reader runs the query, edits it, sees errors as PostgreSQL says them, works offline after the first run, and resets', async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // The first run downloads and starts PostgreSQL in the browser.
    const category = await createCategory(request, `SQL ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Runnable joins ${unique('A')}`,
      category,
      content: SQL_ARTICLE,
    });
    const engine: string[] = [];
    page.on('request', (asked) => {
      if (/pglite|sql-worker/.test(asked.url())) engine.push(asked.url());
    });
    await page.goto(`/blog/${article.id}`);
    const query = page.getByRole('textbox', { name: 'SQL query, editable' });
    await expect(query).toHaveText('SELECT name FROM customers ORDER BY id;');
    // Nothing of PostgreSQL is loaded before the reader asks to run a query.
    expect(engine).toEqual([]);

    await page.getByRole('button', { name: 'Run' }).click();
    const status = page.getByRole('status').filter({ hasText: /rows?$/ });
    await expect(status).toHaveText('2 rows', { timeout: 60_000 });
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result.getByRole('columnheader')).toHaveText(['name']);
    await expect(result.getByRole('cell')).toHaveText(['Alice', 'Dan']);
    expect(engine.some((url) => url.endsWith('.wasm'))).toBe(true);

    await context.setOffline(true);
    await query.fill("DELETE FROM customers WHERE name = 'Dan';\nSELECT id, name FROM customers");
    await query.press('Control+Enter');
    await expect(page.getByRole('status').first()).toHaveText('DELETE: 1 row · 1 row');
    await expect(result.getByRole('cell')).toHaveText(['1', 'Alice']);

    // Every run starts from the setup: Dan is back.
    await query.fill('SELECT count(*) AS n FROM customers WHERE nme IS NULL');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('status').first()).toHaveText(
      'PostgreSQL says: column "nme" does not exist',
    );
    await expect(page.getByText('Line 1, column 43.')).toBeVisible();
    await expect(
      page.getByText('Perhaps you meant to reference the column "customers.name".'),
    ).toBeVisible();
    await query.fill('SELECT count(*) AS n FROM customers');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('region', { name: 'Result' }).getByRole('cell')).toHaveText(['2']);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(query).toHaveText('SELECT name FROM customers ORDER BY id;');
    await expect(page.getByRole('status').first()).toHaveText("Back to the author's query.");
    await context.setOffline(false);
  });

  test('a query that never ends is stopped, and the next one runs', async ({ page, request }) => {
    test.slow();
    const category = await createCategory(request, `SQL ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Runnable loop ${unique('A')}`,
      category,
      content: '```sql runnable\nSELECT 1 AS one;\n```',
    });
    await page.goto(`/blog/${article.id}`);
    const query = page.getByRole('textbox', { name: 'SQL query, editable' });
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('status').first()).toHaveText('1 row', { timeout: 60_000 });

    await query.fill(
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n',
    );
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('status').first()).toHaveText(
      'Stopped: the query ran for more than 10 seconds.',
      { timeout: 30_000 },
    );
    await query.fill('SELECT 2 AS two');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('region', { name: 'Result' }).getByRole('cell')).toHaveText(['2'], {
      timeout: 60_000,
    });
  });

  test('the Run button says what the first run downloads; kept for offline with the article, the query runs with the network off', async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // PostgreSQL is downloaded, then kept.
    const category = await createCategory(request, `SQL ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Runnable offline ${unique('A')}`,
      category,
      content: SQL_ARTICLE,
    });
    await page.goto(`/blog/${article.id}`);
    const run = page.getByRole('button', { name: 'Run' });
    // The size is the build's measure of the engine's compressed files (about 4 MB).
    await expect(run).toHaveAccessibleDescription(
      /^The first run downloads PostgreSQL \(\d\.\d MB\); it is kept for later runs\.$/,
    );
    await run.click();
    await expect(page.getByRole('status').filter({ hasText: /rows?$/ })).toHaveText('2 rows', {
      timeout: 60_000,
    });
    // Said once: the engine is in the page now.
    await expect(run).toHaveAccessibleDescription('');

    await page.getByRole('button', { name: OFFLINE_TEXT.saveArticle }).click();
    await expectToast(page, OFFLINE_TEXT.articleSaved);
    const keepEngine = page.getByRole('button', { name: /^Keep PostgreSQL too \(\d\.\d MB\)$/ });
    await keepEngine.click();
    await expectToast(page, "PostgreSQL kept: this article's queries run offline");
    await expect(page.getByRole('button', { name: 'PostgreSQL kept' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await context.setOffline(true);
    await page.reload();
    await expect(run).toHaveAccessibleDescription(
      'PostgreSQL is kept on this device: queries run offline too.',
    );
    await run.click();
    await expect(page.getByRole('status').filter({ hasText: /rows?$/ })).toHaveText('2 rows', {
      timeout: 60_000,
    });
    await expect(page.getByRole('region', { name: 'Result' }).getByRole('cell')).toHaveText([
      'Alice',
      'Dan',
    ]);
    await context.setOffline(false);
  });
});
