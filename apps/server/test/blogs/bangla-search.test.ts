import { sql } from 'drizzle-orm';
import { searchText } from '@codegrow/shared/content/search-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchable } from '../../src/db/schema/columns';
import { seedDemoContent } from '../../src/seed/demo-content';
import { buildTestApp, insertArticle, type TestApp } from '../helper';

/**
 * Search in Bangla, on PGlite and PostgreSQL: words of an article's body, whichever way the
 * writer's keyboard spelled a letter and however the reader types it.
 */

let t: TestApp;

/** য় as one code point (U+09DF), and as য with a nukta (U+09AF U+09BC). */
const YA_ONE = '\u09DF';
const YA_NUKTA = '\u09AF\u09BC';
const ZWNJ = '\u200C';

const BANGLA_BODY = [
  '## সূচিপত্র',
  '',
  'এই টেবিল থেকে আমরা প্রতিটি গ্রাহকের অর্ডার পড়ব। সতর্কতা: মুছে ফেলার আগে ব্যাকআপ নিন।',
  '',
  `কোয়েরি লেখার সময় সূচক (index) ব্যবহার করুন, তাহলে উত্তর দ্রুত আসে। বাংলা${YA_ONE} লিখি।`,
].join('\n');

let banglaId = 0;
let mixedId = 0;
let nuktaId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.app.db, {});
  banglaId = await insertArticle(t.app, 'ডেটাবেসের প্রথম পাঠ', {
    content: BANGLA_BODY,
    language: 'bn',
    excerpt: 'ডেটাবেস শেখার শুরু',
  });
  mixedId = await insertArticle(t.app, 'PostgreSQL-এ JOIN', {
    content: 'একটি INNER JOIN দুটি টেবিলের মিল থাকা সারি ফেরত দেয়। Watch the planner choose.',
    language: 'bn',
  });
  nuktaId = await insertArticle(t.app, 'নুক্তার পরীক্ষা', {
    content: `আমি ক্লাস${ZWNJ}রুমে সময়${YA_NUKTA}জ্ঞান শিখি।`,
    language: 'bn',
  });
});
afterAll(() => t.close());

const search = async (words: string) => {
  const response = await t.app.inject({ url: `/api/blogs?search=${encodeURIComponent(words)}` });
  expect(response.statusCode).toBe(200);
  return response.json().blogs as { id: number; snippet: string | null }[];
};
const found = async (words: string) => (await search(words)).map((blog) => blog.id);

describe('search in Bangla', () => {
  it('finds an article by a word only its body has, with the passage around it', async () => {
    for (const word of ['সূচিপত্র', 'টেবিল', 'সতর্কতা']) {
      expect(await found(word), word).toContain(banglaId);
    }
    const [hit] = (await search('সতর্কতা')).filter((blog) => blog.id === banglaId);
    expect(hit?.snippet).toContain('সতর্কতা');
  });

  it('matches a word from its beginning, as for English', async () => {
    expect(await found('সূচি')).toContain(banglaId);
    expect(await found('গ্রাহ')).toContain(banglaId);
    expect(await found('টেবিলটি')).not.toContain(banglaId);
  });

  it('finds য় typed either way, stored either way', async () => {
    // Stored as one code point, typed as য with a nukta; and the other way round.
    expect(await found(`বাংলা${YA_NUKTA}`)).toContain(banglaId);
    expect(await found(`সম${YA_ONE}`)).toContain(nuktaId);
    expect(await found(`সম${YA_NUKTA}`)).toContain(nuktaId);
  });

  it('reads a word with a zero-width non-joiner as the word without it', async () => {
    expect(await found('ক্লাসরুমে')).toContain(nuktaId);
    expect(await found(`ক্লাস${ZWNJ}রুম`)).toContain(nuktaId);
  });

  it('finds an article in Bangla and English by words of both', async () => {
    expect(await found('টেবিলের')).toContain(mixedId);
    expect(await found('planner')).toContain(mixedId);
    expect(await found('joi')).toContain(mixedId);
  });

  it('reads stored text in the database as a query is read in JavaScript', async () => {
    const samples = [`বাংলা${YA_ONE}`, `ক্লাস${ZWNJ}রুম`, 'উৎস', 'উত্\u200Dস', 'Plain English'];
    for (const sample of samples) {
      const read = await t.app.db.execute(sql`select ${searchable(sql`${sample}::text`)} as text`);
      const { rows } = read as unknown as { rows: { text: string }[] };
      expect(rows[0]?.text, sample).toBe(searchText(sample));
    }
  });
});
