import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_LANGUAGE_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { accountWith, buildTestApp, createCategory, writeArticle, type TestApp } from '../helper';

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await accountWith(t.app, { role: 'admin' });
  await createCategory(t.app, admin);
});
afterAll(() => t.close());

const ARTICLE = {
  title: 'ইনডেক্স কীভাবে কাজ করে',
  category: 'databases',
  content: 'একটি B-tree চাবিগুলো ক্রমে রাখে।\n\nশেষ।',
};

const write = (fields: Record<string, string>, id?: number) =>
  writeArticle(t.app, admin, { ...ARTICLE, ...fields }, id);

const languageOf = async (id: number) =>
  (await t.app.inject({ url: `/api/blogs/${id}` })).json().blog.language as string;

describe('the language an article is written in', () => {
  it('is English unless the author says otherwise, and readers and lists are told it', async () => {
    const english = (await write({ title: 'Indexes in depth' })).json().blog.id as number;
    expect(await languageOf(english)).toBe('en');

    const bangla = await write({ language: 'bn' });
    expect(bangla.statusCode).toBe(201);
    const id = bangla.json().blog.id as number;
    expect(await languageOf(id)).toBe('bn');
    const listed = (await t.app.inject({ url: '/api/blogs?limit=50' })).json().blogs;
    expect(listed.find((blog: { id: number }) => blog.id === id).language).toBe('bn');
  });

  it('stays as it was when an edit does not name it, and changes when one does', async () => {
    const id = (await write({ language: 'bn' })).json().blog.id as number;
    expect((await write({ content: 'একটি B-tree চাবিগুলো ক্রমে রাখে, সবসময়।' }, id)).statusCode).toBe(
      200,
    );
    expect(await languageOf(id)).toBe('bn');
    expect((await write({ language: 'en' }, id)).statusCode).toBe(200);
    expect(await languageOf(id)).toBe('en');
  });

  it('refuses a language the site does not have, naming the field', async () => {
    const refused = await write({ language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      field: 'language',
      msg: ARTICLE_LANGUAGE_MESSAGES.invalid,
    });
  });

  it('is one of the site’s languages in the database too, whoever writes the row', async () => {
    const id = (await write({})).json().blog.id as number;
    const refused: unknown = await t.app.db
      .execute(`UPDATE blogs SET language = 'fr' WHERE id = ${id}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    // The driver's error, under the query builder's.
    expect(String((refused as { cause?: unknown } | null)?.cause)).toMatch(/blogs_language_check/);
    expect(await languageOf(id)).toBe('en');
  });
});
