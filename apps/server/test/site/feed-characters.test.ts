import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/db/schema/index';
import { buildTestApp, insertArticle, type TestApp } from '../helper';

/** Every character XML 1.0 forbids that PostgreSQL can store (it refuses NUL and lone surrogates). */
const FORBIDDEN = '\u0001\u0008\u000B\u000C\u000E\u001F\uFFFE\uFFFF';
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The only category, so the article goes in it.
  // And the characters XML escapes: a name of markup in a category.
  await t.app.db
    .insert(categories)
    .values({ name: `Odd${FORBIDDEN} <names> & "quotes"`, slug: 'odd-names' });
  await insertArticle(t.app, `A title${FORBIDDEN} with everything`, {
    authorName: `An author${FORBIDDEN}`,
    excerpt: `An excerpt${FORBIDDEN}`,
  });
});
afterAll(() => t.close());

/** Well-formed, with no character XML forbids, written out or as a reference. */
function expectWellFormed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(NOT_XML_CHARACTER);
  for (const [, hex, decimal] of xml.matchAll(/&#(?:x([0-9a-f]+)|(\d+));/gi)) {
    const character = String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal));
    expect(character).not.toMatch(NOT_XML_CHARACTER);
  }
}

describe('feeds whose articles hold characters XML forbids', () => {
  it.each([
    '/rss.xml',
    '/atom.xml',
    '/categories/odd-names/rss.xml',
    '/categories/odd-names/atom.xml',
    '/sitemap.xml',
  ])('serve %s as well-formed XML, the text kept without them', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expectWellFormed(response.body);
    if (url !== '/sitemap.xml') expect(response.body).toContain('A title with everything');
  });

  it('name the category in each feed, the markup in its name as text', async () => {
    const rss = (await t.app.inject({ url: '/rss.xml' })).body;
    expect(rss).toContain('Odd &lt;names&gt; &amp; "quotes"</category>');
    const atom = (await t.app.inject({ url: '/atom.xml' })).body;
    expect(atom).toContain(
      '<category scheme="http://localhost:3000/blogs?category=odd-names" term="odd-names"/>',
    );
    const json = (await t.app.inject({ url: '/feed.json' })).json();
    expect(json.items[0].tags).toEqual(['Odd <names> & "quotes"']);
  });
});
