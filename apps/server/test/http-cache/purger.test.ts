import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachePurges } from '../../src/db/schema/index';
import { sql } from 'drizzle-orm';
import {
  bearer,
  buildTestApp,
  createCategory,
  insertArticle,
  registerUser,
  type TestApp,
} from '../helper';
import { startPurgeStub, type PurgeStub, type StubCall } from './purge-stub';

const EDITOR = 'purges@codegrow.dev';
let fastly: PurgeStub;
let cloudflare: PurgeStub;
let t: TestApp;
let admin: string;
let categoryId = 0;

beforeAll(async () => {
  [fastly, cloudflare] = await Promise.all([startPurgeStub(), startPurgeStub()]);
  t = await buildTestApp({
    ADMIN_EMAILS: EDITOR,
    FASTLY_SERVICE_ID: 'codegrow-service',
    FASTLY_API_TOKEN: 'fastly-secret',
    FASTLY_API_URL: fastly.url,
    CLOUDFLARE_ZONE_ID: 'codegrow-zone',
    CLOUDFLARE_API_TOKEN: 'cloudflare-secret',
    CLOUDFLARE_API_URL: `${cloudflare.url}/client/v4`,
  });
  admin = (await registerUser(t.app, { email: EDITOR })).token;
  categoryId = await createCategory(t.app, admin);
  await t.app.purger.flush();
});
afterAll(async () => {
  await t?.close();
  await Promise.all([fastly?.stop(), cloudflare?.stop()]);
});

/** The calls `stub` receives from now on. */
function callsFromNow(stub: PurgeStub): () => StubCall[] {
  const from = stub.calls.length;
  return () => stub.calls.slice(from);
}

const fastlyKeys = (call: StubCall | undefined) =>
  String(call?.headers['surrogate-key']).split(' ').sort();
const cloudflareTags = (call: StubCall | undefined) =>
  (JSON.parse(call?.body ?? '{}') as { tags: string[] }).tags.sort();
const waitingPurges = () => t.app.db.select().from(cachePurges);

async function saveArticle(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const data = new FormData();
  const article = { title: 'Indexes', category: 'databases', content: 'Long enough to publish.' };
  for (const [key, value] of Object.entries({ ...article, ...fields })) data.append(key, value);
  const encoded = new Response(data);
  const answer = await t.app.inject({
    method,
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...bearer(admin) },
  });
  expect(answer.statusCode).toBeLessThan(300);
  return answer.json().blog as { id: number };
}

describe('purging the CDNs in front of the servers', () => {
  it('purges an article made premium from Fastly and Cloudflare by its keys', async () => {
    const { id } = await saveArticle('POST', '/api/blogs', {});
    await t.app.purger.flush();
    const [toFastly, toCloudflare] = [callsFromNow(fastly), callsFromNow(cloudflare)];

    await saveArticle('PUT', `/api/blogs/${id}`, { isPremium: 'true' });
    await t.app.purger.flush();

    // And the answers that could name nothing they show, which every change purges.
    const keys = [
      `article-${id}`,
      `category-${categoryId}`,
      'every-change',
      'feeds',
      'lists',
      'paths',
    ].sort();
    expect(toFastly()).toHaveLength(1);
    expect(toFastly()[0]).toMatchObject({
      method: 'POST',
      path: '/service/codegrow-service/purge',
      headers: { 'fastly-key': 'fastly-secret' },
    });
    expect(fastlyKeys(toFastly()[0])).toEqual(keys);
    expect(toCloudflare()).toHaveLength(1);
    expect(toCloudflare()[0]).toMatchObject({
      method: 'POST',
      path: '/client/v4/zones/codegrow-zone/purge_cache',
      headers: { authorization: 'Bearer cloudflare-secret' },
    });
    expect(cloudflareTags(toCloudflare()[0])).toEqual(keys);
    expect(await waitingPurges()).toEqual([]);
  });

  it('keeps a purge a CDN refused and sends it again until the CDN takes it', async () => {
    const [toFastly, toCloudflare] = [callsFromNow(fastly), callsFromNow(cloudflare)];
    cloudflare.failNext(1);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${categoryId}`,
      headers: bearer(admin),
      payload: { name: 'Data stores' },
    });
    expect(renamed.statusCode).toBe(200);
    await t.app.purger.flush();

    const keys = [`category-${categoryId}`, 'every-change', 'feeds', 'lists'].sort();
    expect(toFastly()).toHaveLength(1);
    expect(toCloudflare()).toHaveLength(1);
    const [waiting, ...others] = await waitingPurges();
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ target: 'cloudflare', attempts: 1 });
    expect(waiting?.keys.sort()).toEqual(keys);
    expect(waiting?.lastError).toContain('500');

    // Its retry is due (as it is seconds later); the worker's next pass sends it.
    await t.app.db.update(cachePurges).set({ nextAttemptAt: sql`now()` });
    await t.app.purger.flush();
    expect(toCloudflare()).toHaveLength(2);
    expect(cloudflareTags(toCloudflare()[1])).toEqual(keys);
    expect(toFastly()).toHaveLength(1);
    expect(await waitingPurges()).toEqual([]);
  });

  it('purges only its discussion when a reader comments', async () => {
    const blogId = await insertArticle(t.app, 'Open to comments');
    const reader = await registerUser(t.app);
    const [toFastly, toCloudflare] = [callsFromNow(fastly), callsFromNow(cloudflare)];
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/comments/blog/${blogId}`,
      headers: bearer(reader.token),
      payload: { content: 'Clear and useful, thank you.' },
    });
    expect(posted.statusCode).toBe(201);
    await t.app.purger.flush();
    const keys = [`discussion-${blogId}`, 'every-change'];
    expect(fastlyKeys(toFastly()[0])).toEqual(keys);
    expect(cloudflareTags(toCloudflare()[0])).toEqual(keys);
  });

  it('queues nothing when no cache is in front of the servers', async () => {
    const alone = await buildTestApp({ ADMIN_EMAILS: EDITOR });
    try {
      const { token } = await registerUser(alone.app, { email: EDITOR });
      const created = await alone.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: bearer(token),
        payload: { name: 'Networks' },
      });
      expect(created.statusCode).toBe(201);
      await alone.app.purger.flush();
      expect(await alone.app.db.select().from(cachePurges)).toEqual([]);
    } finally {
      await alone.close();
    }
  });
});
