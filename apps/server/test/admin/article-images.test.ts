import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { bearer, buildTestApp, createCategory, registerUser, type TestApp } from '../helper';
import { startObjectStore, type ObjectStore } from '../object-store';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const article = {
  title: 'Images in articles',
  category: 'databases',
  content: 'A body that is long enough to publish.',
};

/** An app whose one admin has the category the article form names; its token. */
async function editorsApp(env: Record<string, string>) {
  const t = await buildTestApp({ ADMIN_EMAILS: 'images@codegrow.dev', ...env });
  const { token } = await registerUser(t.app, { email: 'images@codegrow.dev' });
  await createCategory(t.app, token);
  return { t, token };
}

/** The article form as the editor sends it, with `image` as its cover. */
async function sendForm(
  t: TestApp,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  image?: Buffer,
  fields: object = {},
) {
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...article, ...fields })) data.append(key, value);
  if (image) data.append('image', new Blob([new Uint8Array(image)]), 'cover');
  const encoded = new Response(data);
  return t.app.inject({
    method,
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...bearer(token) },
  });
}

/** The same journeys whether images sit on the server's disk or in an S3 bucket. */
describe.each([
  ['on the server disk', false],
  ['in an S3 bucket', true],
])('article images %s', (_where, inBucket) => {
  let t: TestApp;
  let store: ObjectStore | undefined;
  let token: string;
  beforeAll(async () => {
    store = inBucket ? await startObjectStore() : undefined;
    ({ t, token } = await editorsApp({ ...store?.env }));
  });
  afterAll(async () => {
    await t?.close();
    await store?.stop();
  });

  async function send(method: 'POST' | 'PUT', url: string, fields: object, image?: Buffer) {
    const response = await sendForm(t, token, method, url, image, fields);
    expect(response.statusCode).toBeLessThan(300);
    return response.json().blog as { id: number; image_url: string | null };
  }
  const image = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });

  it('serves an uploaded image for a year, with an ETag a browser can revalidate', async () => {
    const blog = await send('POST', '/api/blogs', {}, PNG);
    expect(blog.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    if (store)
      expect(await store.objectNames()).toContain(blog.image_url?.slice('/uploads/'.length));
    const served = await image(blog.image_url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An image opened on its own runs nothing.
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    // Feed readers on other sites show the cover.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = String(served.headers.etag);
    expect(etag).not.toBe('');
    expect((await image(blog.image_url ?? '', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('removes the old image when it is replaced or dropped, and every image with its article', async () => {
    const first = await send('POST', '/api/blogs', {}, PNG);
    const replaced = await send('PUT', `/api/blogs/${first.id}`, {}, GIF);
    expect(replaced.image_url).toMatch(/\.gif$/);
    expect((await image(first.image_url ?? '')).statusCode).toBe(404);
    expect((await image(replaced.image_url ?? '')).headers['content-type']).toBe('image/gif');

    const dropped = await send('PUT', `/api/blogs/${first.id}`, { removeImage: 'true' });
    expect(dropped.image_url).toBeNull();
    expect((await image(replaced.image_url ?? '')).statusCode).toBe(404);

    const second = await send('POST', '/api/blogs', {}, PNG);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${second.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await image(second.image_url ?? '')).statusCode).toBe(404);
    // Nothing left behind in the bucket either.
    if (store) expect(await store.objectNames()).toHaveLength(1);
  });

  it('answers 404 for names it never handed out', async () => {
    for (const url of ['/uploads/nothing.png', '/uploads/..%2Fjwt-secret', '/uploads/a.svg']) {
      expect((await image(url)).statusCode).toBe(404);
    }
  });
});

describe('article images when the bucket cannot be reached', () => {
  let t: TestApp;
  let store: ObjectStore;
  let token: string;
  let saved: { id: number; image_url: string };
  beforeAll(async () => {
    store = await startObjectStore();
    ({ t, token } = await editorsApp({ ...store.env }));
    saved = (await sendForm(t, token, 'POST', '/api/blogs', PNG)).json().blog;
    await store.stop();
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After for the image and for a new upload, which leaves no article', async () => {
    const served = await t.app.inject({ url: saved.image_url });
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBeDefined();
    const upload = await sendForm(t, token, 'POST', '/api/blogs', GIF);
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual({ message: API_ERROR_MESSAGES.imageStoreUnavailable });
    const list = await t.app.inject({ url: '/api/admin/blogs', headers: bearer(token) });
    expect(list.json().blogs).toHaveLength(1);
  });

  it('still deletes the article: the old image stays behind in the bucket, nothing else', async () => {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${saved.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/blogs/${saved.id}` })).statusCode).toBe(404);
  });
});

describe('article images behind a CDN (PUBLIC_ASSET_URL)', () => {
  const CDN = 'https://cdn.example.org/images';
  let t: TestApp;
  let store: ObjectStore;
  let token: string;
  beforeAll(async () => {
    store = await startObjectStore();
    ({ t, token } = await editorsApp({ ...store.env, PUBLIC_ASSET_URL: CDN }));
  });
  afterAll(async () => {
    await t.close();
    await store.stop();
  });

  it('addresses new images on the CDN, which fetches them from the site, and deletes them', async () => {
    const created = (await sendForm(t, token, 'POST', '/api/blogs', PNG)).json().blog;
    const name = String(created.image_url).slice(`${CDN}/`.length);
    expect(created.image_url).toBe(`${CDN}/${name}`);
    expect(await store.objectNames()).toEqual([name]);
    // The CDN's origin: the site itself.
    const origin = await t.app.inject({ url: `/uploads/${name}` });
    expect(origin.rawPayload.equals(PNG)).toBe(true);
    const replaced = (await sendForm(t, token, 'PUT', `/api/blogs/${created.id}`, GIF)).json();
    expect(replaced.blog.image_url).toMatch(new RegExp(`^${CDN}/[0-9a-f]{32}\\.gif$`));
    expect(await store.objectNames()).not.toContain(name);
  });
});

/** A store that takes every connection and never says a word. */
async function startSilentStore() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the silent store has no port');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('article images when the bucket takes connections but never answers', () => {
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof startSilentStore>>;
  let token: string;
  beforeAll(async () => {
    silent = await startSilentStore();
    ({ t, token } = await editorsApp({
      S3_BUCKET: 'codegrow-images',
      S3_ENDPOINT: silent.endpoint,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_TIMEOUT_MS: '200',
    }));
  });
  afterAll(async () => {
    await t.close();
    await silent.stop();
  });

  it('gives up on an upload and an image and answers 503 with Retry-After', async () => {
    const upload = await sendForm(t, token, 'POST', '/api/blogs', PNG);
    expect(upload.statusCode).toBe(503);
    expect(upload.headers['retry-after']).toBeDefined();
    expect(upload.json()).toEqual({ message: API_ERROR_MESSAGES.imageStoreUnavailable });
    const served = await t.app.inject({ url: '/uploads/0123456789abcdef0123456789abcdef.png' });
    expect(served.statusCode).toBe(503);
  });
});
