import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_FORM_MESSAGES } from '@codegrow/shared/constants/learning';
import type { PathWriteInput } from '@codegrow/shared/schemas/learning';
import { categories } from '../../src/db/schema/index';
import { accountWith, bearer, buildTestApp, insertArticle, type TestApp } from '../helper';

let t: TestApp;
let admin = '';
let reader = '';
let subscriber = '';
/** Four published articles (the third premium) and a draft, each of 400 words. */
const ids = { first: 0, second: 0, premium: 0, fourth: 0, draft: 0 };

const article = (title: string, options: { premium?: boolean; draft?: boolean } = {}) =>
  insertArticle(t.app, title, {
    content: `## Start\n\n${'word '.repeat(398)}`,
    isPremium: options.premium ?? false,
    isPublished: !options.draft,
    imageUrl: title === 'Second step' ? '/uploads/second.png' : null,
  });

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(categories).values({ name: 'Databases', slug: 'databases' });
  ids.first = await article('First step');
  ids.second = await article('Second step');
  ids.premium = await article('Premium step', { premium: true });
  ids.fourth = await article('Fourth step');
  ids.draft = await article('Draft step', { draft: true });
  admin = await accountWith(t.app, { role: 'admin' });
  reader = await accountWith(t.app);
  subscriber = await accountWith(t.app, { subscriptionStatus: 'active' });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(admin) });

const sqlPath = (blogIds: number[], more: Partial<PathWriteInput> = {}): PathWriteInput => ({
  title: 'SQL from scratch',
  description: 'Tables, joins and indexes, in order.',
  level: 'beginner',
  blogIds,
  ...more,
});

const stepTitles = async (slug: string, token?: string) =>
  (await get(`/api/paths/${slug}`, token))
    .json()
    .path.articles.map((step: { title: string }) => step.title);

describe('learning paths', () => {
  it('an admin creates a path; anyone reads its steps in order, with the totals', async () => {
    const created = await send(
      'POST',
      '/api/paths',
      sqlPath([ids.second, ids.first, ids.premium, ids.draft]),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      message: PATH_FORM_MESSAGES.created,
      slug: 'sql-from-scratch',
    });

    const { path } = (await get('/api/paths/sql-from-scratch')).json();
    expect(path).toMatchObject({
      title: 'SQL from scratch',
      level: 'beginner',
      steps: 3,
      premium_steps: 1,
      reading_time: 6,
      cover_url: '/uploads/second.png',
    });
    expect(await stepTitles('sql-from-scratch')).toEqual([
      'Second step',
      'First step',
      'Premium step',
    ]);
    const list = (await get('/api/paths')).json().paths;
    expect(list.map((item: { slug: string }) => item.slug)).toContain('sql-from-scratch');
  });

  it('reorders, adds and removes steps with one save', async () => {
    const { path } = (await get('/api/paths/sql-from-scratch')).json();
    const saved = await send(
      'PUT',
      `/api/paths/${path.id}`,
      sqlPath([ids.first, ids.premium, ids.second, ids.fourth], { coverBlogId: ids.fourth }),
    );
    expect(saved.json()).toEqual({ message: PATH_FORM_MESSAGES.updated, slug: 'sql-from-scratch' });
    expect(await stepTitles('sql-from-scratch')).toEqual([
      'First step',
      'Premium step',
      'Second step',
      'Fourth step',
    ]);
  });

  it('keeps a premium step locked for a free reader and open for a subscriber', async () => {
    const step = async (token: string) =>
      (await get('/api/paths/sql-from-scratch', token))
        .json()
        .path.articles.find((item: { id: number }) => item.id === ids.premium);
    for (const token of [reader, '']) {
      expect(await step(token)).toMatchObject({ is_premium: true, locked: true, content: null });
    }
    expect(await step(subscriber)).toMatchObject({ is_premium: true, locked: false });
  });

  it('shows drafts among the steps to admins only', async () => {
    const { path } = (await get('/api/paths/sql-from-scratch')).json();
    await send('PUT', `/api/paths/${path.id}`, sqlPath([ids.draft, ids.first]));
    expect(await stepTitles('sql-from-scratch', reader)).toEqual(['First step']);
    expect(await stepTitles('sql-from-scratch', admin)).toEqual(['Draft step', 'First step']);
    await send('PUT', `/api/paths/${path.id}`, sqlPath([ids.first, ids.premium, ids.second]));
  });

  it('tells an article its place: step, total, previous and next (published steps only)', async () => {
    const places = async (id: number) => (await get(`/api/blogs/${id}/paths`)).json().places;
    // Each neighbour comes with the language it is written in, for the link to say so.
    await t.app.db.execute(`UPDATE blogs SET language = 'bn' WHERE id = ${ids.second}`);
    expect(await places(ids.premium)).toEqual([
      {
        slug: 'sql-from-scratch',
        title: 'SQL from scratch',
        step: 2,
        steps: 3,
        previous: { id: ids.first, title: 'First step', language: 'en' },
        next: { id: ids.second, title: 'Second step', language: 'bn' },
      },
    ]);
    expect((await places(ids.first))[0]).toMatchObject({ step: 1, previous: null });
    expect((await places(ids.second))[0]).toMatchObject({ step: 3, next: null });
    expect(await places(ids.fourth)).toEqual([]);
  });

  it.each([
    [{ blogIds: [] }, 'blogIds', PATH_FORM_MESSAGES.stepsRequired],
    [{ blogIds: [1, 1] }, 'blogIds', PATH_FORM_MESSAGES.repeatedStep],
    [{ blogIds: [2_000_000] }, 'blogIds', PATH_FORM_MESSAGES.unknownArticle],
    [{ level: 'expert' }, 'level', PATH_FORM_MESSAGES.level],
    [{ title: 'x' }, 'title', PATH_FORM_MESSAGES.titleLength],
    [{ slug: 'Not a slug!' }, 'slug', PATH_FORM_MESSAGES.slugFormat],
  ])('refuses %o naming the field', async (change, field, message) => {
    const response = await send('POST', '/api/paths', {
      ...sqlPath([ids.first], { title: 'Another path' }),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, msg: message });
  });

  it('refuses a cover that is not one of the steps, and a slug in use', async () => {
    const cover = await send(
      'POST',
      '/api/paths',
      sqlPath([ids.first], { title: 'Cover', coverBlogId: ids.second }),
    );
    expect(cover.statusCode).toBe(400);
    expect(cover.json().errors).toEqual([
      { field: 'coverBlogId', msg: PATH_FORM_MESSAGES.coverNotAStep },
    ]);
    const taken = await send('POST', '/api/paths', sqlPath([ids.first]));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PATH_FORM_MESSAGES.slugTaken);
  });

  it('lists a path whose articles are all drafts to admins only, and deletes a path, not its articles', async () => {
    const created = await send(
      'POST',
      '/api/paths',
      sqlPath([ids.draft], { title: 'Coming soon' }),
    );
    expect(created.statusCode).toBe(201);
    const slugs = async (token: string) =>
      (await get('/api/paths', token)).json().paths.map((item: { slug: string }) => item.slug);
    expect(await slugs(reader)).not.toContain('coming-soon');
    expect(await slugs(admin)).toContain('coming-soon');

    const { path } = (await get('/api/paths/coming-soon', admin)).json();
    expect((await send('DELETE', `/api/paths/${path.id}`)).json()).toEqual({
      message: PATH_FORM_MESSAGES.deleted,
    });
    expect((await get('/api/paths/coming-soon', admin)).statusCode).toBe(404);
    expect((await get(`/api/blogs/${ids.draft}`, admin)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/paths/${path.id}`)).statusCode).toBe(404);
  });
});
