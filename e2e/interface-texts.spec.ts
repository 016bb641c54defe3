import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import { bn } from '../apps/web/src/locales/bn';
import { en } from '../apps/web/src/locales/en';
import { expect, test, unique } from './fixtures';
import { createArticle, createCategory } from './support/content';

/**
 * A page downloads the interface texts of its own language only: a Bangla reader on a slow
 * line does not pay for the English words, nor an English reader for the Bangla ones. Read
 * from the scripts the browser fetched for the page, as a network log shows them.
 */

type Tree = { readonly [key: string]: string | Tree };

/**
 * React Router's own heading for a page that failed, which the spec's text repeats: it is in
 * the router's code on every page, not in our texts.
 */
const LIBRARY_WORDS = new Set<string>([UI_TEXT.unexpectedError]);

/** Every text of `texts` that `other` words differently, by its key. */
function ownTexts(texts: Tree, other: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const theirs = other[key];
    if (typeof value === 'string') {
      // Short texts ('OK', 'bKash') could be any script's words; a sentence is the texts'.
      const own = value !== theirs && value.length >= 16 && !LIBRARY_WORDS.has(value);
      if (own) found.set(`${prefix}${key}`, value);
    } else if (typeof theirs === 'object') {
      for (const [inner, text] of ownTexts(value, theirs, `${prefix}${key}.`)) {
        found.set(inner, text);
      }
    }
  }
  return found;
}

/** The bodies of the scripts the page fetched until it worked and the network went quiet. */
async function scriptsOfPage(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

const inScripts = (scripts: string[], texts: Map<string, string>) =>
  [...texts].filter(([, text]) => scripts.some((script) => script.includes(text)));

test.describe('Interface texts by language', () => {
  let articlePath = '';
  test.beforeAll(async ({ request }) => {
    const category = await createCategory(request, unique('Texts'));
    const article = await createArticle(request, { title: unique('Texts by language'), category });
    articlePath = `/blog/${article.id}`;
  });

  const englishOnly = ownTexts(en, bn);
  const banglaOnly = ownTexts(bn, en);

  test('the lists compared are the texts themselves', () => {
    // Hundreds of sentences each way: a list emptied by a mistake would prove nothing.
    expect(englishOnly.size).toBeGreaterThan(200);
    expect(banglaOnly.size).toBeGreaterThan(200);
    expect(englishOnly.get('common.header.toLightMode')).toBe(en.common.header.toLightMode);
  });

  for (const page of ['', '/blogs', '/subscribe', '/login']) {
    test(`/bn${page} loads its Bangla texts and no English ones`, async ({ page: tab }) => {
      const scripts = await scriptsOfPage(tab, `/bn${page}`);
      expect(inScripts(scripts, banglaOnly).length).toBeGreaterThan(50);
      expect(inScripts(scripts, englishOnly)).toEqual([]);
    });

    test(`${page || '/'} loads its English texts and no Bangla ones`, async ({ page: tab }) => {
      const scripts = await scriptsOfPage(tab, page || '/');
      expect(inScripts(scripts, englishOnly).length).toBeGreaterThan(50);
      expect(inScripts(scripts, banglaOnly)).toEqual([]);
    });
  }

  test('an article in Bangla and in English: each its own language only', async ({ page }) => {
    const bangla = await scriptsOfPage(page, `/bn${articlePath}`);
    expect(inScripts(bangla, englishOnly)).toEqual([]);
    const english = await scriptsOfPage(page, articlePath);
    expect(inScripts(english, banglaOnly)).toEqual([]);
  });
});
