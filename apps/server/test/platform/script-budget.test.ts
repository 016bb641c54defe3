import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist, defaultWebSsrEntry } from '../../src/config/paths';
import { seedDemoContent } from '../../src/seed/demo-content';
import { buildTestApp, type TestApp } from '../helper';

/**
 * What a visitor's phone downloads before a page works: the scripts the page names (its entry
 * and the files it preloads), as the build compressed them with brotli. A page may not grow
 * past its budget. Each budget sits just above what the page names today and comes down as it
 * sheds script, towards 150 kB for an article and the home page and 180 kB for any page
 * (docs/benchmarks.md, 'Script a page names').
 */
const KB = 1000;
const BUDGETS: Record<string, number> = {
  '/': 160 * KB,
  '/blog/1': 174 * KB,
  '/bn/blog/1': 173 * KB,
  '/blogs': 177 * KB,
  '/paths': 151 * KB,
  '/subscribe': 193 * KB,
  '/login': 158 * KB,
  '/register': 160 * KB,
  '/contact': 181 * KB,
};

let t: TestApp;

beforeAll(async () => {
  if (!existsSync(defaultWebSsrEntry)) {
    throw new Error(`Build the web app first (npm run build): ${defaultWebSsrEntry} is missing`);
  }
  t = await buildTestApp({ SERVE_WEB: '1' });
  await seedDemoContent(t.app.db, {});
});
afterAll(() => t.close());

/** The script files a page names, each once. */
const scriptsOf = (html: string) => [
  ...new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  ),
];

/** A built file's size as the browser receives it (the build writes each asset's .br beside it). */
const brotliBytes = (file: string) => statSync(join(defaultWebDist, `${file}.br`)).size;

describe("a visitor's first page", () => {
  it.each(Object.entries(BUDGETS))(
    '%s names no more script than its budget',
    async (url, budget) => {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      const scripts = scriptsOf(page.body);
      expect(scripts.length).toBeGreaterThan(0);
      const bytes = scripts.reduce((sum, file) => sum + brotliBytes(file), 0);
      expect(bytes, `${url}: ${scripts.join(', ')}`).toBeLessThanOrEqual(budget);
    },
  );
});
