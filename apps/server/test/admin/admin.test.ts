import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogLikes,
  blogSaves,
  blogs,
  comments,
  mindmaps,
  paymentEvents,
  transactions,
  users,
} from '../../src/db/schema/index';
import { ARTICLE_HTML_VERSION } from '@codegrow/shared/content/article-markup';
import { seedDemoContent } from '../../src/seed/demo-content';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const dataDir = join(process.env.TMPDIR ?? '/tmp', `codegrow-admin-${Date.now()}`);

let t: TestApp;
let admin: RegisteredUser;
let reader: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'editor@codegrow.dev', DATA_DIR: dataDir });
  await seedDemoContent(t.app.db, {});
  admin = await registerUser(t.app, { email: 'editor@codegrow.dev', name: 'Editor' });
  reader = await registerUser(t.app);
});
afterAll(() => t.close());

async function form(
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type?: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (image)
    data.append(
      'image',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }),
      image.name,
    );
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...bearer(admin.token) },
  };
}
const article = {
  title: 'Indexes in practice',
  category: 'databases',
  content: 'A body that is long enough to publish.',
};
const createBlog = async (
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string },
) => t.app.inject({ method: 'POST', url: '/api/blogs', ...(await form(fields, image)) });

describe('admin endpoints refuse everyone else', () => {
  it.each([
    ['GET', '/api/admin/dashboard/stats'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/1'],
    ['PATCH', '/api/admin/users/1'],
    ['GET', '/api/admin/blogs'],
    ['GET', '/api/admin/settings'],
    ['POST', '/api/admin/transactions/add-id'],
    ['POST', '/api/blogs'],
    ['PUT', '/api/blogs/1'],
    ['DELETE', '/api/blogs/1'],
    ['POST', '/api/categories'],
    ['PUT', '/api/categories/1'],
    ['DELETE', '/api/categories/1'],
    ['GET', '/api/transactions'],
  ] as const)('%s %s: 401 for visitors, 403 for readers', async (method, url) => {
    expect((await t.app.inject({ method, url, payload: { bogus: true } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method, url, payload: { bogus: true }, headers: bearer(reader.token) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('dashboard statistics', () => {
  it('match the data', async () => {
    const buyer = await registerUser(t.app);
    const pay = (trxId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        payload: { trxId, amount: 30 },
        headers: bearer(buyer.token),
      });
    const first = (await pay('STATS0001')).json().transaction;
    await pay('STATS0002');
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${first.id}/approve`,
      headers: bearer(admin.token),
    });
    // Complimentary access whose end has passed is not an active subscription.
    const lapsed = await registerUser(t.app);
    await t.app.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionSource: 'complimentary',
        subscriptionExpiry: new Date(Date.now() - 60_000),
      })
      .where(eq(users.id, lapsed.user.id));

    const stats = (
      await t.app.inject({ url: '/api/admin/dashboard/stats', headers: bearer(admin.token) })
    ).json();
    expect(stats).toEqual({
      totalUsers: (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n,
      activeSubscriptions: 1,
      totalRevenue: 30,
      pendingTransactions: 1,
      totalBlogs: 20,
      premiumBlogs: (await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true))).length,
    });
    // Claims are never deleted by the app; this test clears its own, trail first.
    await t.app.db.delete(paymentEvents);
    await t.app.db.delete(transactions);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'free' })
      .where(eq(users.id, buyer.user.id));
  });
});

describe('writing articles', () => {
  it('creates an article with an image checked by its content, served with long caching', async () => {
    const response = await createBlog(
      { ...article, tags: 'sql, SQL, indexes', isPremium: 'true', isPublished: 'true' },
      { bytes: PNG, name: 'cover.png' },
    );
    expect(response.statusCode).toBe(201);
    const { blog, message } = response.json();
    expect(message).toBe('Blog created successfully!');
    expect(blog).toMatchObject({
      title: 'Indexes in practice',
      category_slug: 'databases',
      tags: 'sql, indexes',
      is_premium: true,
      author_name: 'Editor',
    });
    expect(blog.excerpt).toBe('A body that is long enough to publish.');
    expect(blog.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const image = await t.app.inject({ url: blog.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const found = (await t.app.inject({ url: '/api/blogs?search=indexes' })).json().blogs;
    expect(found.map((item: { id: number }) => item.id)).toContain(blog.id);
  });

  it('refuses a PHP file renamed .png, an oversized image, and keeps a traversal name out of the path', async () => {
    const php = await createBlog(article, {
      bytes: Buffer.from('<?php system($_GET["c"]); ?>'),
      name: 'shell.png',
    });
    expect(php.statusCode).toBe(400);
    expect(php.json().errors).toEqual([
      { field: 'image', msg: 'Image must be a JPEG, PNG, WebP or GIF file' },
    ]);

    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await createBlog(article, { bytes: huge, name: 'big.png' });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('Image must be at most 5 MiB');

    const sneaky = await createBlog(article, { bytes: PNG, name: '../../../etc/evil.png' });
    expect(sneaky.statusCode).toBe(201);
    expect(sneaky.json().blog.image_url).not.toContain('evil');
    expect(existsSync(join(dataDir, 'etc'))).toBe(false);
  });

  it.each([
    [{ ...article, title: ' ab ' }, 'title', 'Title must be at least 3 characters'],
    [{ ...article, category: 'no-such-category' }, 'category', 'Please select a category'],
    [{ ...article, content: 'too short' }, 'content', 'Content must be at least 10 characters'],
  ])('refuses %o', async (fields, field, msg) => {
    const response = await createBlog(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, msg });
  });

  it('renders the Markdown once when written, and again when it changes', async () => {
    const created = await createBlog({ ...article, content: '## First take\n\nSome `code` here.' });
    const { blog } = created.json();
    expect(blog.content_html).toContain('<h2 id="first-take">First take<a ');
    await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${blog.id}`,
      ...(await form({ ...article, content: '## Second take\n\n<script>x()</script> fine' })),
    });
    const { blog: read } = (await t.app.inject({ url: `/api/blogs/${blog.id}` })).json();
    expect(read.content_html).toContain('<h2 id="second-take">Second take<a ');
    expect(read.content_html).not.toContain('<script');
    const [row] = await t.app.db
      .select({ html: blogs.contentHtml })
      .from(blogs)
      .where(eq(blogs.id, blog.id));
    expect(row?.html).toBe(read.content_html);
  });

  it('renders an article stored before this renderer on its first read, keeping its date', async () => {
    const stale = { contentHtml: blogs.contentHtml, version: blogs.contentHtmlVersion };
    const [seeded] = await t.app.db
      .select({ id: blogs.id, updatedAt: blogs.updatedAt, ...stale })
      .from(blogs)
      .where(and(eq(blogs.contentHtmlVersion, 0), eq(blogs.isPremium, false)))
      .limit(1);
    if (!seeded) throw new Error('the demo content has no article stored unrendered');
    const { blog } = (await t.app.inject({ url: `/api/blogs/${seeded.id}` })).json();
    expect(blog.content_html).toContain('<p>');
    const [after] = await t.app.db
      .select({ updatedAt: blogs.updatedAt, ...stale })
      .from(blogs)
      .where(eq(blogs.id, seeded.id));
    expect(after).toEqual({
      updatedAt: seeded.updatedAt,
      contentHtml: blog.content_html,
      version: ARTICLE_HTML_VERSION,
    });
  });

  it('edits an article, replacing its image and removing the old file', async () => {
    const { blog } = (await createBlog(article, { bytes: PNG, name: 'a.png' })).json();
    const oldFile = join(dataDir, 'uploads', blog.image_url.split('/').pop());
    expect(existsSync(oldFile)).toBe(true);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${blog.id}`,
      ...(await form(
        { ...article, title: 'Indexes, revisited', isPublished: 'false' },
        { bytes: PNG, name: 'b.png' },
      )),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      message: 'Blog updated successfully!',
      blog: { title: 'Indexes, revisited', is_published: false },
    });
    expect(existsSync(oldFile)).toBe(false);
    expect((await t.app.inject({ url: `/api/blogs/${blog.id}` })).statusCode).toBe(404);
    const drafts = (
      await t.app.inject({ url: '/api/admin/blogs?search=revisited', headers: bearer(admin.token) })
    ).json();
    expect(drafts.blogs).toEqual([expect.objectContaining({ id: blog.id, is_published: false })]);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/blogs/999999', ...(await form(article)) }))
        .statusCode,
    ).toBe(404);
  });

  it("removes an article's image on request, and keeps it on a plain edit", async () => {
    const { blog } = (await createBlog(article, { bytes: PNG, name: 'c.png' })).json();
    const file = join(dataDir, 'uploads', blog.image_url.split('/').pop());
    const edit = (fields: Record<string, string>) =>
      form({ ...article, ...fields }).then((body) =>
        t.app.inject({ method: 'PUT', url: `/api/blogs/${blog.id}`, ...body }),
      );

    expect((await edit({ title: 'Kept image' })).json().blog.image_url).toBe(blog.image_url);
    expect(existsSync(file)).toBe(true);

    const removed = await edit({ title: 'No image', removeImage: 'true' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().blog.image_url).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('deletes an article with its likes, saves, comments, image and mind map link', async () => {
    const { blog } = (await createBlog(article, { bytes: PNG, name: 'c.png' })).json();
    const headers = bearer(reader.token);
    await t.app.inject({ method: 'POST', url: `/api/blogs/${blog.id}/like`, headers });
    await t.app.inject({ method: 'POST', url: `/api/blogs/${blog.id}/save`, headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/comments/blog/${blog.id}`,
      payload: { content: 'Nice' },
      headers,
    });
    const [map] = await t.app.db
      .insert(mindmaps)
      .values({ title: 'Map', data: {}, blogId: blog.id })
      .returning();

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${blog.id}`,
      headers: bearer(admin.token),
    });
    expect(response.json()).toEqual({ message: 'Blog deleted successfully' });
    for (const table of [blogLikes, blogSaves, comments]) {
      expect(await t.app.db.select().from(table).where(eq(table.blogId, blog.id))).toEqual([]);
    }
    expect(
      (
        await t.app.db
          .select()
          .from(mindmaps)
          .where(eq(mindmaps.id, map?.id ?? 0))
      )[0]?.blogId,
    ).toBeNull();
    expect(existsSync(join(dataDir, 'uploads', blog.image_url.split('/').pop()))).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/blogs/${blog.id}`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('categories', () => {
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });

  it('creates with a slug, refuses duplicates, renames, and deletes only when empty', async () => {
    const created = await write('POST', '/api/categories', { name: 'Machine Learning' });
    expect(created.statusCode).toBe(201);
    const { category } = created.json();
    expect(category).toMatchObject({
      name: 'Machine Learning',
      slug: 'machine-learning',
      blog_count: 0,
    });
    expect((await write('POST', '/api/categories', { name: 'machine learning' })).statusCode).toBe(
      409,
    );
    expect((await write('POST', '/api/categories', { name: 'X' })).json().errors[0].field).toBe(
      'name',
    );

    const renamed = await write('PUT', `/api/categories/${category.id}`, {
      name: 'AI & ML',
      slug: 'ai-ml',
    });
    expect(renamed.json().category).toMatchObject({ name: 'AI & ML', slug: 'ai-ml' });
    expect(
      (await t.app.inject({ url: '/api/categories' })).json().map((c: { slug: string }) => c.slug),
    ).toContain('ai-ml');

    const [databases] = (await t.app.inject({ url: '/api/categories' }))
      .json()
      .filter((c: { slug: string }) => c.slug === 'databases');
    const inUse = await write('DELETE', `/api/categories/${databases.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/still has \d+ article/);
    expect((await write('DELETE', `/api/categories/${category.id}`)).json()).toEqual({
      message: 'Category deleted',
    });
  });
});

describe('users', () => {
  it('lists and searches users, shows one with transactions, and audits changes', async () => {
    const target = await registerUser(t.app, { name: 'Findable Person' });
    const found = (
      await t.app.inject({ url: '/api/admin/users?search=findable', headers: bearer(admin.token) })
    ).json();
    expect(found.users.map((u: { id: number }) => u.id)).toEqual([target.user.id]);

    const patch = (id: number, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}`,
        payload,
        headers: bearer(admin.token),
      });
    const changed = (
      await patch(target.user.id, { subscription_status: 'active', role: 'admin' })
    ).json();
    expect(changed.user).toMatchObject({ role: 'admin', subscription_status: 'active' });
    expect(changed.audit).toEqual([
      expect.objectContaining({
        action: 'role',
        detail: 'user → admin',
        actor: 'editor@codegrow.dev',
      }),
      expect.objectContaining({
        action: 'subscription',
        detail: 'free → active',
        actor: 'editor@codegrow.dev',
      }),
    ]);
    expect((await patch(target.user.id, {})).statusCode).toBe(400);
    expect((await patch(admin.user.id, { role: 'user' })).statusCode).toBe(409);
    expect(
      (await t.app.inject({ url: '/api/admin/users/999999', headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(404);
  });
});
