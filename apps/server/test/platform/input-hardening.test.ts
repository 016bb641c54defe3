import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { seedDemoContent } from '../../src/seed/demo-content';
import { bearer, buildTestApp, registerUser, type RegisteredUser, type TestApp } from '../helper';

let t: TestApp;
let reader: RegisteredUser;
let admin: RegisteredUser;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'chief@codegrow.dev' }, (app) => {
    // Sends the database what validation stops at the edge: the net under it.
    app.get('/api/test/nul-text', async () => app.db.execute(sql`SELECT ${'a\u0000b'}::text`));
    app.get('/api/test/huge-id', async () => app.db.execute(sql`SELECT ${'9999999999'}::int`));
    app.get('/api/test/duplicate', async () => {
      const twice = sql`INSERT INTO categories (name, slug) VALUES ('Twice', 'twice')`;
      await app.db.execute(twice);
      return app.db.execute(twice);
    });
  });
  await seedDemoContent(t.app.db, {});
  reader = await registerUser(t.app);
  admin = await registerUser(t.app, { email: 'chief@codegrow.dev' });
});
afterAll(() => t.close());

type Call = [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, field: string];

/** Asserts a 4xx whose JSON names `field` in its message and its field list. */
async function expectRefusal(call: Call, token?: string, payload?: object) {
  const [method, url, field] = call;
  const response = await t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, `${method} ${url}`).toBe(400);
  const body = response.json();
  expect(body.message, `${method} ${url}`).toContain(field);
  expect(body.errors?.[0]?.field, `${method} ${url}`).toBe(field);
}

const HUGE = '9999999999';

describe('ids beyond the integer range', () => {
  it('are refused with 400 on every public route, before the database', async () => {
    const calls: Call[] = [
      ['GET', `/api/blogs/${HUGE}`, 'id'],
      ['GET', '/api/blogs?category=2147483648', 'category'],
      ['GET', `/api/comments/blog/2147483648`, 'id'],
      ['GET', `/api/categories/${HUGE}`, 'id'],
      ['GET', `/api/categories/${HUGE}/blogs`, 'id'],
      ['GET', `/api/mindmaps/${HUGE}`, 'id'],
      ['GET', `/api/mindmaps/blog/${HUGE}`, 'blogId'],
      ['GET', `/api/blogs/${HUGE}/likes`, 'id'],
      ['GET', '/api/blogs?page=1e30', 'page'],
    ];
    for (const call of calls) await expectRefusal(call);
  });

  it('are refused for readers and admins alike on writes', async () => {
    await expectRefusal(['POST', `/api/blogs/${HUGE}/like`, 'id'], reader.token);
    await expectRefusal(['POST', `/api/blogs/${HUGE}/save`, 'id'], reader.token);
    await expectRefusal(['POST', `/api/comments/blog/${HUGE}`, 'id'], reader.token, {
      content: 'hi',
    });
    for (const call of [
      ['POST', `/api/transactions/${HUGE}/approve`, 'id'],
      ['POST', `/api/transactions/${HUGE}/reject`, 'id'],
      ['GET', `/api/admin/users/${HUGE}`, 'id'],
      ['DELETE', `/api/blogs/${HUGE}`, 'id'],
      ['DELETE', `/api/mindmaps/${HUGE}`, 'id'],
    ] satisfies Call[])
      await expectRefusal(call, admin.token);
    await expectRefusal(['PATCH', `/api/admin/users/${HUGE}`, 'id'], admin.token, {
      role: 'user',
    });
    await expectRefusal(['POST', '/api/mindmaps', 'blog_id'], admin.token, {
      title: 'Map',
      data: {
        nodes: [{ id: 'c', text: 'Centre', x: 0, y: 0, type: 'center', color: '#3b82f6' }],
        connections: [],
      },
      blog_id: Number(HUGE),
    });
  });

  it('still answers 404 for an id in range that does not exist', async () => {
    const response = await t.app.inject({ url: '/api/blogs/2147483647' });
    expect(response.statusCode).toBe(404);
  });
});

describe('control characters in text', () => {
  const nul = 'a\u0000b';

  it('are refused with the field named, on anonymous routes', async () => {
    await expectRefusal(['GET', `/api/blogs?search=a%00b`, 'search'], undefined);
    await expectRefusal(['POST', '/api/auth/register', 'email'], undefined, {
      name: 'Nul Person',
      email: `x${nul}@codegrow.dev`,
      password: 'secret123',
    });
    await expectRefusal(['POST', '/api/auth/login', 'email'], undefined, {
      email: `x${nul}@codegrow.dev`,
      password: 'secret123',
    });
    await expectRefusal(['POST', '/api/auth/password-reset', 'email'], undefined, {
      email: `x${nul}@codegrow.dev`,
    });
    await expectRefusal(['POST', '/api/contact', 'message'], undefined, {
      name: 'Visitor',
      email: 'visitor@codegrow.dev',
      subject: 'Hello there',
      message: `Escape \u001b[31m sequences ${nul}`,
    });
    await expectRefusal(['POST', '/api/visitors/visit', 'referrer'], undefined, {
      referrer: nul,
    });
  });

  it('are refused in signed-in writes, deep inside a body too', async () => {
    const [free] = (await t.app.inject({ url: '/api/blogs?limit=1' })).json().blogs;
    await expectRefusal(['POST', `/api/comments/blog/${free.id}`, 'content'], reader.token, {
      content: nul,
    });
    await expectRefusal(['GET', `/api/admin/users?search=a%00`, 'search'], admin.token);
    await expectRefusal(['POST', '/api/categories', 'name'], admin.token, { name: nul });
    await expectRefusal(['POST', '/api/blogs', 'title'], admin.token, {
      title: nul,
      category: '1',
      content: 'Long enough content here',
    });
    await expectRefusal(['POST', '/api/mindmaps', 'data.nodes.0.text'], admin.token, {
      title: 'Map',
      data: {
        nodes: [{ id: 'c', text: nul, x: 0, y: 0, type: 'center', color: '#3b82f6' }],
        connections: [],
      },
    });
  });

  it('are refused in a multipart article form', async () => {
    const boundary = 'codegrowboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: {
        ...bearer(admin.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `${part('title', `Title ${nul}`)}${part('category', '1')}${part('content', 'Long enough content')}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'title', msg: 'title must not contain control characters or broken Unicode' },
    ]);
  });

  it('answers a multipart form that cannot be read with 400 on the body', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: { ...bearer(admin.token), 'content-type': contentType },
        payload: 'title=x',
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().errors[0].field).toBe('body');
    }
  });

  it('keeps what people write: tabs, line breaks and any script', async () => {
    const free = (await t.app.inject({ url: '/api/blogs?limit=50' }))
      .json()
      .blogs.find((blog: { is_premium: boolean }) => !blog.is_premium);
    const content = 'First line\r\nসেকেন্ড লাইন\tand 日本語 🚀';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/comments/blog/${free.id}`,
      payload: { content },
      headers: bearer(reader.token),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().comment.content).toBe(content);
  });
});

describe('the database as the last line', () => {
  it('turns a refused value into a 400 and a duplicate into a 409, never a 500', async () => {
    for (const url of ['/api/test/nul-text', '/api/test/huge-id']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: API_ERROR_MESSAGES.invalidValue });
    }
    const duplicate = await t.app.inject({ url: '/api/test/duplicate' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: API_ERROR_MESSAGES.conflictingValue,
      errors: [{ field: 'slug', msg: API_ERROR_MESSAGES.conflictingValue }],
    });
  });
});
