import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_CHECK_TEXT } from '@codegrow/shared/constants/checks';
import { categories } from '../../src/db/schema/index';
import { accountWith, bearer, buildTestApp, insertArticle, type TestApp } from '../helper';

let t: TestApp;
let admin = '';
let reader = '';
let subscriber = '';
const ids = { free: 0, premium: 0, mapless: 0, quizzed: 0 };

const branch = (id: string, text: string, section?: string) => ({
  id,
  text,
  x: 0,
  y: 0,
  type: 'branch' as const,
  color: '#10b981',
  ...(section ? { section } : {}),
});
const MAP = {
  nodes: [
    { id: 'centre', text: 'SQL joins', x: 0, y: 0, type: 'center' as const, color: '#3b82f6' },
    branch('inner', 'Inner join', 'inner-join'),
    branch('left', 'Left join', 'left-join'),
    branch('anti', 'Anti-joins'),
  ],
  connections: ['inner', 'left', 'anti'].map((to) => ({ from: 'centre', to })),
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(categories).values({ name: 'Databases', slug: 'databases' });
  ids.free = await insertArticle(t.app, 'Joins');
  ids.premium = await insertArticle(t.app, 'Premium joins', { isPremium: true });
  ids.mapless = await insertArticle(t.app, 'No map');
  ids.quizzed = await insertArticle(t.app, 'Joins with questions', {
    content: [
      '## Joins',
      '',
      '```quiz',
      '? Which join keeps every left row?',
      '- INNER JOIN',
      '+ LEFT JOIN',
      '  > It keeps them.',
      '```',
    ].join('\n'),
  });
  admin = await accountWith(t.app, { role: 'admin' });
  reader = await accountWith(t.app);
  subscriber = await accountWith(t.app, { subscriptionStatus: 'active' });
  for (const blogId of [ids.free, ids.premium, ids.quizzed]) {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/mindmaps',
      headers: bearer(admin),
      payload: { title: 'Joins', data: MAP, blog_id: blogId },
    });
    expect(made.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const check = (blogId: number, labels: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/mindmaps/blog/${blogId}/check`,
    headers: token ? bearer(token) : {},
    payload: { labels },
  });
const checked = async (token: string, blogId: number) => {
  const response = await t.app.inject({
    url: `/api/progress?blogs=${blogId}`,
    headers: bearer(token),
  });
  return response.json().progress[0]?.checked ?? false;
};

describe("'Complete the map'", () => {
  it('judges each hidden label, case, spacing and punctuation aside; a blank one is wrong', async () => {
    const response = await check(ids.free, { inner: '  inner JOIN ', left: 'Right join' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { nodeId: 'inner', correct: true, text: 'Inner join', section: 'inner-join' },
        { nodeId: 'left', correct: false, text: 'Left join', section: 'left-join' },
        { nodeId: 'anti', correct: false, text: 'Anti-joins' },
      ],
      complete: false,
    });
    const all = await check(ids.free, {
      inner: 'Inner join',
      left: 'left join',
      anti: 'anti joins',
    });
    expect(all.json().complete).toBe(true);
  });

  it("counts a signed-in reader's complete map as a check of the article, and only a complete one", async () => {
    const token = await accountWith(t.app);
    await check(ids.free, { inner: 'Inner join', left: 'Left join', anti: 'Semi-joins' }, token);
    expect(await checked(token, ids.free)).toBe(false);
    await check(ids.free, { inner: 'Inner join', left: 'Left join', anti: 'Anti-joins' }, token);
    expect(await checked(token, ids.free)).toBe(true);
    // Another reader's progress is their own.
    expect(await checked(reader, ids.free)).toBe(false);
  });

  it('does not stand in for the questions of an article that asks some', async () => {
    const token = await accountWith(t.app);
    const all = { inner: 'Inner join', left: 'Left join', anti: 'Anti-joins' };
    expect((await check(ids.quizzed, all, token)).json().complete).toBe(true);
    expect(await checked(token, ids.quizzed)).toBe(false);
  });

  it("keeps a premium article's map for those who may read it", async () => {
    const labels = { inner: 'Inner join', left: 'Left join', anti: 'Anti-joins' };
    for (const token of [undefined, reader]) {
      const refused = await check(ids.premium, labels, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Left join');
    }
    const allowed = await check(ids.premium, labels, subscriber);
    expect(allowed.json().complete).toBe(true);
    expect(await checked(subscriber, ids.premium)).toBe(true);
  });

  it('refuses labels for nodes the map does not ask for, or that are not text, naming the field', async () => {
    for (const labels of [
      { centre: 'SQL joins' },
      { nowhere: 'x' },
      { inner: 7 },
      { inner: 'x'.repeat(201) },
    ]) {
      const response = await check(ids.free, labels);
      expect(response.statusCode).toBe(400);
      const { message, errors } = response.json();
      expect(message).toBe(MAP_CHECK_TEXT.labelsInvalid);
      expect(errors[0].field).toMatch(/^labels/);
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/mindmaps/blog/${ids.free}/check`,
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 404 for an article without a map', async () => {
    expect((await check(ids.mapless, { inner: 'Inner join' })).statusCode).toBe(404);
    expect((await check(999_999, {})).statusCode).toBe(404);
  });
});
