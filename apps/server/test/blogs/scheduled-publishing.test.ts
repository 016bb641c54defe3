import { SCHEDULE_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/seed/demo-content';
import {
  accountWith,
  bearer,
  buildTestApp,
  registerUser,
  writeArticle,
  type TestApp,
} from '../helper';

let t: TestApp;
let admin = '';
let reader = '';

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.app.db, {});
  admin = await accountWith(t.app, { role: 'admin' });
  reader = (await registerUser(t.app)).token;
});
afterAll(() => t.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const write = (fields: Record<string, string>, id?: number) =>
  writeArticle(
    t.app,
    admin,
    { category: 'databases', content: 'A body that is long enough to publish.', ...fields },
    id,
  );

const visitorGets = (url: string) => t.app.inject({ url });
const listedTitles = async () =>
  ((await visitorGets('/api/blogs?limit=50')).json().blogs as { title: string }[]).map(
    (blog) => blog.title,
  );

describe('scheduled publishing', () => {
  it('keeps a scheduled article from everyone but admins until its time, then publishes it once', async () => {
    const at = inMinutes(30);
    const created = await write({ title: 'Partitioning, scheduled', publishAt: at.toISOString() });
    expect(created.statusCode).toBe(201);
    const { blog } = created.json();
    expect(blog).toMatchObject({ is_published: false, publish_at: at.toISOString() });

    expect((await visitorGets(`/api/blogs/${blog.id}`)).statusCode).toBe(404);
    expect(await listedTitles()).not.toContain('Partitioning, scheduled');
    expect((await visitorGets('/rss.xml')).body).not.toContain('Partitioning, scheduled');
    expect((await visitorGets('/sitemap.xml')).body).not.toContain(`/blog/${blog.id}<`);
    const admins = await t.app.inject({ url: '/api/admin/blogs', headers: bearer(admin) });
    expect(admins.json().blogs.find((row: { id: number }) => row.id === blog.id)).toMatchObject({
      publish_at: at.toISOString(),
    });

    // Not a second early.
    expect(await t.app.articleWrites.runSchedule(new Date(at.getTime() - 1000))).toBe(0);
    expect((await visitorGets(`/api/blogs/${blog.id}`)).statusCode).toBe(404);

    // Three servers' schedules at once: it goes live once.
    const after = new Date(at.getTime() + 1000);
    const runs = await Promise.all([1, 2, 3].map(() => t.app.articleWrites.runSchedule(after)));
    expect(runs.reduce((sum, changed) => sum + changed, 0)).toBe(1);
    const published = await visitorGets(`/api/blogs/${blog.id}`);
    expect(published.statusCode).toBe(200);
    expect(published.json().blog).toMatchObject({
      is_published: true,
      publish_at: null,
      publish_date: at.toISOString(),
    });
    expect(await listedTitles()).toContain('Partitioning, scheduled');
    expect((await visitorGets('/rss.xml')).body).toContain('Partitioning, scheduled');
  });

  it('frees a premium article at its time: locked before, open to every reader after', async () => {
    const at = inMinutes(60 * 24 * 30);
    const created = await write({
      title: 'Premium for 30 days',
      isPremium: 'true',
      freeAt: at.toISOString(),
    });
    const { blog } = created.json();
    expect(blog).toMatchObject({ is_premium: true, free_at: at.toISOString() });
    const asReader = () => t.app.inject({ url: `/api/blogs/${blog.id}`, headers: bearer(reader) });
    expect((await asReader()).json().blog).toMatchObject({ locked: true, content_html: null });

    expect(await t.app.articleWrites.runSchedule(new Date(at.getTime() + 1000))).toBe(1);
    expect((await asReader()).json().blog).toMatchObject({
      locked: false,
      is_premium: false,
      free_at: null,
    });
    expect((await visitorGets(`/api/blogs/${blog.id}`)).json().blog.content_html).toContain(
      'long enough',
    );
  });

  it('takes a schedule away when an edit sends none', async () => {
    const created = await write({
      title: 'Changed my mind',
      publishAt: inMinutes(10).toISOString(),
    });
    const { blog } = created.json();
    const edited = await write(
      { title: 'Changed my mind', publishAt: '', isPublished: 'true' },
      blog.id,
    );
    expect(edited.json().blog).toMatchObject({ is_published: true, publish_at: null });
  });

  it.each([
    [
      { publishAt: new Date(Date.now() - 60_000).toISOString() },
      'publishAt',
      SCHEDULE_MESSAGES.publishAtInPast,
    ],
    [{ publishAt: 'next tuesday' }, 'publishAt', undefined],
    [{ freeAt: inMinutes(5).toISOString() }, 'freeAt', SCHEDULE_MESSAGES.freeAtNeedsPremium],
    [
      { isPremium: 'true', freeAt: new Date(Date.now() - 1000).toISOString() },
      'freeAt',
      SCHEDULE_MESSAGES.freeAtInPast,
    ],
    [
      {
        isPremium: 'true',
        publishAt: inMinutes(20).toISOString(),
        freeAt: inMinutes(10).toISOString(),
      },
      'freeAt',
      SCHEDULE_MESSAGES.freeAtBeforePublish,
    ],
  ])('refuses %o, naming the field', async (fields, field, message) => {
    const response = await write({ title: 'Refused schedule', ...fields });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.field).toBe(field);
    if (message) expect(error.msg).toBe(message);
    // The editor's words for its fields, not the API's names (a malformed date, which the
    // editor never sends, is an API client's mistake and names the field).
    if (message) expect(error.msg).not.toMatch(/\b(freeAt|publishAt)\b/);
  });
});
