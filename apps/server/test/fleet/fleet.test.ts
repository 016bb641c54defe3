import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { startObjectStore, type ObjectStore } from '../object-store';
import { startFleet, type Fleet } from './fleet';

/**
 * Three app servers on one PostgreSQL database behind a round-robin proxy. What each keeps
 * in memory lives far longer than these tests wait (five minutes for public answers, one
 * for accounts): a change seen on another server came through the change feed.
 */
let fleet: Fleet;
let store: ObjectStore;
const ADMIN_EMAIL = 'chief@codegrow.dev';
beforeAll(async () => {
  store = await startObjectStore();
  fleet = await startFleet(3, {
    ...store.env,
    NODE_ENV: 'test',
    SEED_DEMO: '1',
    DEMO_ADMIN_PASSWORD: 'demo-admin-password',
    ADMIN_EMAILS: ADMIN_EMAIL,
    PUBLIC_CACHE_TTL_MS: '300000',
    USER_CACHE_TTL_MS: '60000',
    SCHEDULE_POLL_MS: '500',
  });
}, 120_000);
afterAll(async () => {
  await fleet?.stop();
  await store?.stop();
});

const server = (index: number) => fleet.servers[index]?.url ?? '';
const [a, b, c] = [() => server(0), () => server(1), () => server(2)];

async function call(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (rest.body && typeof rest.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${path}`, { ...rest, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

const post = (base: string, path: string, body: object, token?: string) =>
  call(base, path, { method: 'POST', body: JSON.stringify(body), token });

let accounts = 0;
async function register(base: string, email = `fleet-${Date.now()}-${++accounts}@codegrow.dev`) {
  const answer = await post(base, '/api/auth/register', {
    name: 'Fleet',
    email,
    password: 'secret123',
  });
  expect(answer.status).toBe(201);
  return answer.json as { token: string; user: { id: number } };
}

/** Asks until `check` holds; the servers' own memory would keep the old answer for minutes. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the change did not reach this server');
}

/** Asks until `check` holds, failing once `deadline` (a time in ms) has passed. */
async function until(deadline: number, check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the change did not reach this server in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function articleForm(fields: Record<string, string>, image?: Buffer) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (image) data.append('image', new Blob([new Uint8Array(image)]), 'cover');
  return data;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('three app servers, one truth', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await register(a(), ADMIN_EMAIL)).token;
  });

  it('seed an empty database once when they start together', async () => {
    const list = await call(fleet.url, '/api/blogs?limit=50');
    expect(list.status).toBe(200);
    expect(list.json.pagination.total).toBe(20);
    const admins = await call(b(), '/api/admin/users?search=admin%40codegrow.local', {
      token: admin,
    });
    expect(admins.json.users).toHaveLength(1);
  });

  it('serve an image uploaded through one server from every server, until it is deleted', async () => {
    const created = await call(a(), '/api/blogs', {
      method: 'POST',
      token: admin,
      body: await articleForm(
        {
          title: 'Storage engines compared',
          category: 'databases',
          content: 'A body that is long enough to publish, about storage.',
        },
        PNG,
      ),
    });
    expect(created.status).toBe(201);
    const imageUrl = created.json.blog.image_url;
    for (const base of [b(), c()]) {
      const served = await fetch(`${base}${imageUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
    const deleted = await call(c(), `/api/blogs/${created.json.blog.id}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(deleted.status).toBe(200);
    for (const base of [a(), b()]) {
      expect((await fetch(`${base}${imageUrl}`)).status).toBe(404);
    }
  });

  it('refuse on every server, within a second, a browser session ended on one', async () => {
    const reader = await register(a());
    const browser = { cookie: `cg_sid=${reader.token}` };
    const profile = (base: string) => call(base, '/api/auth/profile', { headers: browser });
    for (const base of [b(), c()]) {
      // Each server has the account in memory now, as it would for a reader browsing.
      expect((await profile(base)).status).toBe(200);
    }
    const deleted = await call(a(), '/api/auth/account', {
      method: 'DELETE',
      headers: { ...browser, origin: a() },
      body: JSON.stringify({ password: 'secret123' }),
    });
    expect(deleted.status).toBe(200);
    const answered = Date.now();
    for (const base of [b(), c()]) {
      await until(answered + 1_000, async () => (await profile(base)).status === 401);
    }
  });

  it('accept on every server a token another one issued', async () => {
    const { token } = await register(a());
    for (const base of [b(), c()]) {
      expect((await call(base, '/api/auth/profile', { token })).status).toBe(200);
    }
  });

  it('lock an article made premium on one server on the others, and lose a deleted one', async () => {
    const created = await call(a(), '/api/blogs', {
      method: 'POST',
      token: admin,
      body: await articleForm({
        title: 'Replication lag explained',
        category: 'databases',
        content: 'A body that is long enough to publish, about replicas.',
      }),
    });
    expect(created.status).toBe(201);
    const path = `/api/blogs/${created.json.blog.id}`;
    for (const base of [b(), c()]) {
      // Kept once the creation's notice has reached this server (it clears what was kept).
      await eventually(async () => (await call(base, path)).headers.get('x-cache') === 'HIT');
      expect((await call(base, path)).json.blog.locked).toBe(false);
    }

    const edit = await call(a(), path, {
      method: 'PUT',
      token: admin,
      body: await articleForm({
        title: 'Replication lag explained',
        category: 'databases',
        content: 'A body that is long enough to publish, about replicas.',
        isPremium: 'true',
      }),
    });
    expect(edit.status).toBe(200);
    for (const base of [b(), c()]) {
      await eventually(async () => (await call(base, path)).json.blog.locked === true);
      expect((await call(base, path)).json.blog.content).toBeNull();
    }

    expect((await call(c(), path, { method: 'DELETE', token: admin })).status).toBe(200);
    for (const base of [a(), b()]) {
      await eventually(async () => (await call(base, path)).status === 404);
    }
  });

  it('publish a scheduled article by themselves at its time, once, for visitors of every server', async () => {
    const at = new Date(Date.now() + 3000);
    const created = await call(a(), '/api/blogs', {
      method: 'POST',
      token: admin,
      body: await articleForm({
        title: 'Vacuum, scheduled',
        category: 'databases',
        content: 'A body that is long enough to publish, about vacuum.',
        publishAt: at.toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    const path = `/api/blogs/${created.json.blog.id}`;
    for (const base of [a(), b(), c()]) expect((await call(base, path)).status).toBe(404);
    for (const base of [a(), b(), c()]) {
      await eventually(async () => (await call(base, path)).status === 200);
    }
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    // Published once, by whichever server came first: its date is its scheduled time.
    expect((await call(c(), path)).json.blog).toMatchObject({
      is_published: true,
      publish_at: null,
      publish_date: at.toISOString(),
    });
  });

  it('show visitors of every server a comment posted through one', async () => {
    const list = await call(a(), '/api/blogs?limit=50');
    const free = list.json.blogs.find((blog: { is_premium: boolean }) => !blog.is_premium);
    const path = `/api/comments/blog/${free.id}`;
    for (const base of [b(), c()]) {
      await eventually(async () => (await call(base, path)).headers.get('x-cache') === 'HIT');
    }
    const reader = await register(a());
    const posted = await post(a(), path, { content: 'Seen from every server' }, reader.token);
    expect(posted.status).toBe(201);
    for (const base of [b(), c()]) {
      await eventually(
        async () => (await call(base, path)).json.comments[0]?.content === 'Seen from every server',
      );
    }
  });

  it('hold a ban made on one server on every server: no comment, like, edit or report', async () => {
    const list = await call(a(), '/api/blogs?limit=50');
    const free = list.json.blogs.find((blog: { is_premium: boolean }) => !blog.is_premium);
    const writer = await register(a());
    const other = await register(a());
    const path = `/api/comments/blog/${free.id}`;
    const own = await post(a(), path, { content: 'Mine to edit' }, writer.token);
    const theirs = await post(a(), path, { content: 'Theirs to report' }, other.token);
    // Every server has read the writer's account once, and keeps it for a minute.
    for (const base of [a(), b(), c()]) {
      expect((await call(base, '/api/auth/profile', { token: writer.token })).status).toBe(200);
    }
    const ban = await post(
      a(),
      `/api/admin/users/${writer.user.id}/ban`,
      { reason: 'Spam links', until: null },
      admin,
    );
    expect(ban.status).toBe(200);
    const refused = (answer: { status: number }) => answer.status === 403;
    for (const base of [b(), c()]) {
      await eventually(async () =>
        refused(await post(base, path, { content: 'Still here' }, writer.token)),
      );
      expect(refused(await post(base, `/api/blogs/${free.id}/like`, {}, writer.token))).toBe(true);
      const edit = await call(base, `/api/comments/${own.json.comment.id}`, {
        method: 'PATCH',
        token: writer.token,
        body: JSON.stringify({ content: 'Edited while banned' }),
      });
      expect(edit.status).toBe(403);
      const report = await post(
        base,
        `/api/comments/${theirs.json.comment.id}/report`,
        { reason: 'Revenge' },
        writer.token,
      );
      expect(report.status).toBe(403);
      // Reading stays open.
      expect((await call(base, path, { token: writer.token })).status).toBe(200);
    }
  });

  it('hold on every server a comment with a word blocked on one', async () => {
    const list = await call(a(), '/api/blogs?limit=50');
    const free = list.json.blogs.find((blog: { is_premium: boolean }) => !blog.is_premium);
    // Two writers: each may post five comments a minute.
    const [before, after] = [await register(a()), await register(a())];
    const held = async (base: string, token: string) => {
      const answer = await post(
        base,
        `/api/comments/blog/${free.id}`,
        { content: 'A zorbling ring' },
        token,
      );
      expect(answer.status).toBe(201);
      return answer.json.comment.held as boolean;
    };
    // Every server has read the rules once, and keeps them until a change is heard.
    for (const base of [a(), b(), c()]) expect(await held(base, before.token)).toBe(false);
    const words = (list: string[]) =>
      call(a(), '/api/admin/moderation/blocked-words', {
        method: 'PUT',
        token: admin,
        body: JSON.stringify({ words: list }),
      });
    expect((await words(['zorbling'])).status).toBe(200);
    try {
      for (const base of [b(), c()]) await eventually(() => held(base, after.token));
    } finally {
      await words([]);
    }
  });

  it('take admin rights revoked on one server away on the others', async () => {
    const deputy = await register(a());
    const promote = (role: string) =>
      call(a(), `/api/admin/users/${deputy.user.id}`, {
        method: 'PATCH',
        token: admin,
        body: JSON.stringify({ role }),
      });
    expect((await promote('admin')).status).toBe(200);
    for (const base of [b(), c()]) {
      await eventually(
        async () => (await call(base, '/api/admin/users', { token: deputy.token })).status === 200,
      );
    }
    expect((await promote('user')).status).toBe(200);
    for (const base of [b(), c()]) {
      await eventually(
        async () => (await call(base, '/api/admin/users', { token: deputy.token })).status === 403,
      );
    }
  });

  it('open premium articles on every server once a payment is approved on one', async () => {
    const reader = await register(b());
    const premium = (await call(a(), '/api/blogs?limit=50')).json.blogs.find(
      (blog: { is_premium: boolean }) => blog.is_premium,
    );
    const path = `/api/blogs/${premium.id}`;
    for (const base of [b(), c()]) {
      expect((await call(base, path, { token: reader.token })).json.blog.locked).toBe(true);
    }
    const submitted = await post(
      b(),
      '/api/transactions',
      { trxId: `FLEET${Date.now()}`, amount: LIFETIME_PLAN.price },
      reader.token,
    );
    expect(submitted.status).toBe(201);
    const approved = await post(
      a(),
      `/api/transactions/${submitted.json.transaction.id}/approve`,
      {},
      admin,
    );
    expect(approved.status).toBe(200);
    for (const base of [b(), c()]) {
      await eventually(
        async () => (await call(base, path, { token: reader.token })).json.blog.locked === false,
      );
    }
  });

  it('drop what they keep when the feed was lost, since changes may have been missed', async () => {
    const [first] = (await call(a(), '/api/blogs?limit=1')).json.blogs;
    const path = `/api/blogs/${first.id}`;
    await eventually(async () => (await call(b(), path)).headers.get('x-cache') === 'HIT');

    const database = new pg.Client({ connectionString: fleet.databaseUrl });
    await database.connect();
    await database.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND (query LIKE 'LISTEN%' OR query LIKE '%pg_notify%')`);
    await database.query('UPDATE blogs SET title = $1 WHERE id = $2', [
      'Renamed quietly',
      first.id,
    ]);
    await database.end();

    await eventually(async () => (await call(b(), path)).json.blog.title === 'Renamed quietly');

    // And changes keep arriving once the feed is back.
    const [category] = (await call(a(), '/api/categories')).json;
    await call(b(), '/api/categories');
    const edit = await call(a(), `/api/categories/${category.id}`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ name: 'Renamed loudly' }),
    });
    expect(edit.status).toBe(200);
    await eventually(async () =>
      (await call(b(), '/api/categories')).json.some(
        (kept: { name: string }) => kept.name === 'Renamed loudly',
      ),
    );
  });

  it('admit N requests per window across the servers, not N on each', async () => {
    // Password reset: 5 an hour from one address; the proxy spreads them over the three.
    const statuses: number[] = [];
    for (let asked = 0; asked < 7; asked += 1) {
      statuses.push(
        (await post(fleet.url, '/api/auth/password-reset', { email: 'x@codegrow.dev' })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
  });
});
