import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_TEXT } from '@codegrow/shared/constants/following';
import { mailOutbox } from '../../src/db/schema/index';
import {
  accountWith,
  bearer,
  buildTestApp,
  createCategory,
  registerUser,
  writeArticle,
  type TestApp,
} from '../helper';

let t: TestApp;
let admin = '';
let categoryId = 0;
let pathId = 0;
let pathStepIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await accountWith(t.app, { role: 'admin' });
  categoryId = await createCategory(t.app, admin);
  pathStepIds = [await publish('Joins, first step')];
  const path = await savePath(pathStepIds);
  pathId = (await t.app.inject({ url: `/api/paths/${path}` })).json().path.id;
});
afterAll(() => t.close());

async function publish(title: string, fields: Record<string, string> = {}): Promise<number> {
  const response = await writeArticle(t.app, admin, {
    title,
    category: 'databases',
    content: 'A body long enough to publish.',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().blog.id;
}

async function savePath(blogIds: number[], id?: number): Promise<string> {
  const response = await t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/paths/${id}` : '/api/paths',
    payload: {
      title: 'SQL, step by step',
      description: 'From the first join on.',
      level: 'beginner',
      coverBlogId: null,
      blogIds,
    },
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().slug;
}

const follow = (token: string, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/follows', payload: body, headers: bearer(token) });

const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

async function newReader() {
  const { token, user } = await registerUser(t.app);
  return { token, email: user.email as string };
}

describe('following a category or a path', () => {
  it('e-mails each follower once per new article, with a one-click unsubscribe that works', async () => {
    const ana = await newReader();
    const ben = await newReader();
    const quiet = await newReader();
    expect((await follow(ana.token, { categoryId, mode: 'each' })).statusCode).toBe(200);
    // Ana also follows the path: an article in both reaches her once.
    await follow(ana.token, { pathId, mode: 'each' });
    const listed = await follow(ben.token, { categoryId, mode: 'each' });
    expect(listed.json().follows).toEqual([
      { kind: 'category', id: categoryId, name: 'Databases', slug: 'databases', mode: 'each' },
    ]);
    await follow(quiet.token, { categoryId, mode: 'off' });
    // What was there before they followed is not news.
    expect(await mailsTo(ana.email)).toHaveLength(0);

    const fresh = await publish('Indexes, fresh');
    pathStepIds = [...pathStepIds, fresh];
    await savePath(pathStepIds, pathId);
    const [toAna, ...more] = await mailsTo(ana.email);
    expect(more).toHaveLength(0);
    expect(toAna?.subject).toBe(FOLLOW_TEXT.newArticleSubject('Indexes, fresh'));
    expect(toAna?.text).toContain(`/blog/${fresh}`);
    expect(toAna?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await mailsTo(ben.email)).toHaveLength(1);
    expect(await mailsTo(quiet.email)).toHaveLength(0);

    // A draft is not news until it is published; then it is, once.
    const draft = await publish('Vacuum, a draft', { isPublished: 'false' });
    expect(await mailsTo(ben.email)).toHaveLength(1);
    await writeArticle(
      t.app,
      admin,
      {
        title: 'Vacuum, a draft',
        category: 'databases',
        content: 'A body long enough to publish.',
      },
      draft,
    );
    expect(await mailsTo(ben.email)).toHaveLength(2);
    expect(await t.app.following.notifyNew()).toBe(0);

    // Ben's mail client unsubscribes in one click: no more mail for him.
    const unsubscribe = /<([^>]+)>/.exec(String(toAna?.headers?.['List-Unsubscribe']))?.[1] ?? '';
    const bensLink = /Stop these e-mails: (\S+)/.exec(
      (await mailsTo(ben.email))[0]?.text ?? '',
    )?.[1];
    expect(unsubscribe).toContain('/api/follows/unsubscribe?follow=');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: new URL(bensLink ?? '').pathname + new URL(bensLink ?? '').search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toBe(FOLLOW_TEXT.unsubscribed);
    expect(
      (await t.app.inject({ url: '/api/follows', headers: bearer(ben.token) })).json(),
    ).toEqual({ follows: [] });
    await publish('Partitioning, after');
    expect(await mailsTo(ben.email)).toHaveLength(2);
    expect(await mailsTo(ana.email)).toHaveLength(3);
  });

  it('refuses a forged unsubscribe link, and names what is wrong in a choice', async () => {
    const reader = await newReader();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/follows/unsubscribe?follow=1&token=forged',
    });
    expect(forged.statusCode).toBe(403);
    const both = await follow(reader.token, { categoryId, pathId, mode: 'each' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toEqual({ field: 'categoryId', msg: FOLLOW_TEXT.targetRequired });
    const mode = await follow(reader.token, { categoryId, mode: 'daily' });
    expect(mode.json().errors[0].field).toBe('mode');
    const missing = await follow(reader.token, { pathId: 999_999, mode: 'each' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FOLLOW_TEXT.pathNotFound);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/follows',
          payload: { categoryId, mode: 'each' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('sends a weekly follower one digest of the week’s new articles, once, a week after', async () => {
    const reader = await newReader();
    await follow(reader.token, { categoryId, mode: 'weekly' });
    const first = await publish('Weekly one');
    const second = await publish('Weekly two');
    // Nothing the moment it is published, nor before the week is out.
    expect(await mailsTo(reader.email)).toHaveLength(0);
    expect(await t.app.following.sendDigests(new Date(Date.now() + 6 * 86_400_000))).toBe(0);

    const weekOn = new Date(Date.now() + 7 * 86_400_000 + 60_000);
    await Promise.all([t.app.following.sendDigests(weekOn), t.app.following.sendDigests(weekOn)]);
    const [digest, ...more] = await mailsTo(reader.email);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe(FOLLOW_TEXT.digestSubject(2));
    expect(digest?.text).toContain(`/blog/${first}`);
    expect(digest?.text).toContain(`/blog/${second}`);
    expect(digest?.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('each path’s own feed', () => {
  it('lists the path’s published steps, and a missing path is a 404', async () => {
    const slug = (await t.app.inject({ url: '/api/paths' })).json().paths[0].slug;
    const feed = await t.app.inject({ url: `/paths/${slug}/rss.xml` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Joins, first step');
    expect(feed.body).not.toContain('Weekly one');
    expect((await t.app.inject({ url: '/paths/nowhere/rss.xml' })).statusCode).toBe(404);
  });
});
