import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import { blogs, users } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';

let t: TestApp;
let admin: RegisteredUser;
let reader: RegisteredUser;
let subscriber: RegisteredUser;
let premiumId = 0;

const mapWith = (...texts: string[]) => {
  const base = defaultMindmapData();
  return {
    ...base,
    nodes: [
      ...base.nodes,
      ...texts.map((text, i) => ({
        id: `n${i}`,
        text,
        x: 400 + 120 * Math.cos(i),
        y: 300 + 120 * Math.sin(i),
        type: 'branch' as const,
        color: '#10b981',
      })),
    ],
    connections: texts.map((_, i) => ({ from: 'center', to: `n${i}` })),
  };
};

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'mapper@codegrow.dev' });
  await seedDemoContent(t.app.db, {});
  admin = await registerUser(t.app, { email: 'mapper@codegrow.dev', name: 'Map Maker' });
  reader = await registerUser(t.app);
  subscriber = await registerUser(t.app);
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active' })
    .where(eq(users.id, subscriber.user.id));
  const [premium] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true)).limit(1);
  premiumId = premium?.id ?? 0;
});
afterAll(() => t.close());

const post = (payload: object, token = admin.token) =>
  t.app.inject({ method: 'POST', url: '/api/mindmaps', payload, headers: bearer(token) });
const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

describe('mind maps', () => {
  it('creates a standalone map that anyone can view', async () => {
    const created = await post({
      title: '  Databases  ',
      description: 'Overview',
      data: JSON.stringify(mapWith('SQL', 'NoSQL')),
    });
    expect(created.statusCode).toBe(201);
    const { mindmap } = created.json();
    expect(mindmap).toMatchObject({ title: 'Databases', blog_id: null, author_name: 'Map Maker' });
    expect(mindmap.data.data.nodes).toHaveLength(3);
    expect(mindmap.data.data.metadata.saved).toEqual(expect.any(String));
    expect((await get(`/api/mindmaps/${mindmap.id}`)).json().mindmap.id).toBe(mindmap.id);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/mindmaps/${mindmap.id}`,
      payload: { title: 'Databases 101', data: { data: mapWith('SQL') } },
      headers: bearer(admin.token),
    });
    expect(renamed.json().mindmap).toMatchObject({ title: 'Databases 101' });
    expect(renamed.json().mindmap.data.data.nodes).toHaveLength(2);
  });

  it.each([
    [{ title: '   ', data: mapWith() }, 'Please enter a title for the mindmap'],
    [
      {
        title: 'Broken',
        data: { ...mapWith('a'), connections: [{ from: 'center', to: 'nowhere' }] },
      },
      'A connection must join two existing nodes',
    ],
    [
      { title: 'Huge', data: mapWith(...Array.from({ length: 500 }, (_, i) => `node ${i}`)) },
      'A mind map has at most 500 nodes',
    ],
    [{ title: 'Not JSON', data: '{nodes:' }, 'Invalid input: expected object, received string'],
  ])('refuses %#', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { msg: string }) => error.msg)).toContain(message);
  });

  it('keeps the section of its article a node opens, and refuses one that is no heading id', async () => {
    const linked = mapWith('Why it matters');
    const node = linked.nodes[1];
    if (!node) throw new Error('the map has a branch');
    const created = await post({
      title: 'Linked',
      data: { ...linked, nodes: [linked.nodes[0], { ...node, section: 'why-it-matters' }] },
    });
    expect(created.statusCode).toBe(201);
    const { mindmap } = (await get(`/api/mindmaps/${created.json().mindmap.id}`)).json();
    expect(mindmap.data.data.nodes[1].section).toBe('why-it-matters');

    const refused = await post({
      title: 'Broken link',
      data: { ...linked, nodes: [linked.nodes[0], { ...node, section: 'why "it" <matters>' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toMatch(/section/);
  });

  it('lets only admins write', async () => {
    expect((await post({ title: 'Mine', data: mapWith() }, reader.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/mindmaps',
          payload: { title: 'x', data: mapWith() },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/mindmaps/1',
          headers: bearer(reader.token),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps a premium article’s map to those who may read the article', async () => {
    const { mindmap } = (
      await post({ title: 'Premium map', data: mapWith('Secret branch'), blog_id: premiumId })
    ).json();
    for (const url of [`/api/mindmaps/${mindmap.id}`, `/api/mindmaps/blog/${premiumId}`]) {
      expect((await get(url)).statusCode).toBe(403);
      expect((await get(url, reader.token)).json()).toEqual({
        message: 'Mindmap not found or access denied',
      });
      expect((await get(url, subscriber.token)).json().mindmap.id).toBe(mindmap.id);
    }
    expect((await get(`/api/blogs/${premiumId}`)).body).not.toContain('Secret branch');
    expect(
      (await get(`/api/blogs/${premiumId}`, subscriber.token)).json().blog.mindmap_data.data
        .nodes[1].text,
    ).toBe('Secret branch');
    expect((await post({ title: 'Second', data: mapWith(), blog_id: premiumId })).statusCode).toBe(
      409,
    );
    expect(
      (await post({ title: 'Orphan', data: mapWith(), blog_id: 999999 })).json().errors[0].field,
    ).toBe('blog_id');
  });

  it('is written together with its article, one map per article', async () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      return new Response(data);
    };
    const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
      const body = form(fields);
      return t.app.inject({
        method,
        url,
        payload: Buffer.from(await body.arrayBuffer()),
        headers: { 'content-type': body.headers.get('content-type') ?? '', ...bearer(admin.token) },
      });
    };
    const fields = {
      title: 'Mapped article',
      category: 'databases',
      content: 'Enough words for an article body.',
    };
    const created = await send('POST', '/api/blogs', {
      ...fields,
      mindmapData: JSON.stringify(mapWith('One')),
    });
    const blogId = created.json().blog.id;
    const first = (await get(`/api/mindmaps/blog/${blogId}`)).json().mindmap;
    expect(first).toMatchObject({
      title: 'Mapped article',
      blog_id: blogId,
      blog_title: 'Mapped article',
    });

    await send('PUT', `/api/blogs/${blogId}`, {
      ...fields,
      mindmapData: JSON.stringify(mapWith('One', 'Two')),
    });
    const second = (await get(`/api/mindmaps/blog/${blogId}`)).json().mindmap;
    expect(second.id).toBe(first.id);
    expect(second.data.data.nodes).toHaveLength(3);
    expect((await get(`/api/blogs/${blogId}`)).json().blog.mindmap_data.data.nodes).toHaveLength(3);

    const broken = await send('PUT', `/api/blogs/${blogId}`, {
      ...fields,
      mindmapData: JSON.stringify({ nodes: [] }),
    });
    expect(broken.statusCode).toBe(400);
  });

  it('deletes a map and reports the article it belonged to; lists and counts for admins', async () => {
    const { mindmap } = (await post({ title: 'Temporary', data: mapWith() })).json();
    const mine = (await get('/api/mindmaps/author/me', admin.token)).json().mindmaps;
    expect(mine.map((map: { id: number }) => map.id)).toContain(mindmap.id);
    const stats = (await get('/api/mindmaps/admin/stats', admin.token)).json();
    expect(stats.totalMindmaps).toBe(stats.blogMindmaps + stats.standaloneMindmaps);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/mindmaps/${mindmap.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.json()).toEqual({ message: 'Mindmap deleted successfully', blog_id: null });
    expect((await get(`/api/mindmaps/${mindmap.id}`)).statusCode).toBe(404);
    expect((await get('/api/mindmaps/author/me', reader.token)).statusCode).toBe(403);
  });
});
