import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_FORM_MESSAGES } from '@codegrow/shared/constants/learning';
import { blogReads, blogs, categories, users } from '../../src/db/schema/index';
import { bearer, buildTestApp, insertArticle, registerUser, type TestApp } from '../helper';

let t: TestApp;
let admin = '';
const ids = { first: 0, second: 0, premium: 0, third: 0, draft: 0 };

const article = (title: string, options: { premium?: boolean; draft?: boolean } = {}) =>
  insertArticle(t.app, title, {
    content: `## Start\n\n${'word '.repeat(300)}`,
    isPremium: options.premium ?? false,
    isPublished: !options.draft,
  });

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(categories).values({ name: 'Python', slug: 'python' });
  ids.first = await article('Lists');
  ids.second = await article('Generators');
  ids.premium = await article('Async Python', { premium: true });
  ids.third = await article('Dataclasses');
  ids.draft = await article('Not yet', { draft: true });
  const { user, token } = await registerUser(t.app);
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = token;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/paths',
    headers: bearer(admin),
    payload: {
      title: 'Python basics',
      level: 'beginner',
      blogIds: [ids.first, ids.second, ids.premium, ids.third],
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const put = (id: number, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/progress/${id}`, headers: bearer(token), payload });
const merge = (token: string, entries: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/progress/merge',
    headers: bearer(token),
    payload: { entries },
  });
const progressOf = async (token: string, blogIds: number[]) =>
  (await get(`/api/progress?blogs=${blogIds.join(',')}`, token)).json().progress;
const blogsRead = async (token: string) => (await get('/api/blogs/saved', token)).json().blogsRead;
const learning = async (token: string) => (await get('/api/progress/learning', token)).json().paths;

describe('reading progress', () => {
  it('starts when a reader opens an article they may read: there, but not read', async () => {
    const { token } = await registerUser(t.app);
    expect(await progressOf(token, [ids.first])).toEqual([]);
    await get(`/api/blogs/${ids.first}`, token);
    await get(`/api/blogs/${ids.first}`, token);
    await get(`/api/blogs/${ids.premium}`, token);
    expect(await progressOf(token, [ids.first, ids.premium])).toEqual([
      { blog_id: ids.first, position: 0, read: false, checked: false, skipped: false },
    ]);
    expect(await blogsRead(token)).toBe(0);
  });

  it('remembers the position, counts the article read at its end, and unmarks by hand', async () => {
    const { token } = await registerUser(t.app);
    const position = await put(ids.first, token, { position: 0.5 });
    expect(position.json()).toEqual({
      progress: { blog_id: ids.first, position: 0.5, read: false, checked: false, skipped: false },
    });
    await put(ids.first, token, { position: 1, read: true });
    await put(ids.second, token, { read: true });
    expect(await blogsRead(token)).toBe(2);

    // Scrolling back up keeps it read; only the reader's own 'Mark as unread' undoes it.
    expect((await put(ids.first, token, { position: 0.2 })).json().progress).toEqual({
      blog_id: ids.first,
      position: 0.2,
      read: true,
      checked: false,
      skipped: false,
    });
    await put(ids.second, token, { read: false });
    expect(await blogsRead(token)).toBe(1);
  });

  it('keeps each reader’s progress to themselves', async () => {
    const [one, two] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    await put(ids.third, one.token, { position: 0.7 });
    expect(await progressOf(two.token, [ids.third])).toEqual([]);
    expect(await progressOf(one.token, [ids.third])).toEqual([
      { blog_id: ids.third, position: 0.7, read: false, checked: false, skipped: false },
    ]);
  });

  it('keeps no progress where the reader may not read: premium for a free reader, drafts, unknown', async () => {
    const { token } = await registerUser(t.app);
    expect((await put(ids.premium, token, { read: true })).statusCode).toBe(403);
    expect((await put(ids.draft, token, { read: true })).statusCode).toBe(404);
    expect((await put(2_000_000, token, { read: true })).statusCode).toBe(404);
    expect(await blogsRead(token)).toBe(0);
  });

  it.each([
    [{}, 'body'],
    [{ position: 2 }, 'position'],
    [{ position: -0.1 }, 'position'],
    [{ position: 'half' }, 'position'],
    [{ read: 'yes' }, 'read'],
  ])('refuses %o naming the field', async (payload, field) => {
    const { token } = await registerUser(t.app);
    const response = await put(ids.first, token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('merges a visitor’s browser progress on sign-in: read wins, the further position wins', async () => {
    const { token } = await registerUser(t.app);
    await put(ids.first, token, { position: 0.8 });
    await put(ids.second, token, { read: true, position: 0.1 });
    const merged = await merge(token, [
      { blog_id: ids.first, position: 0.3, read: false },
      { blog_id: ids.second, position: 0.6, read: false },
      { blog_id: ids.third, position: 0.4, read: false },
      { blog_id: ids.premium, position: 1, read: true },
      { blog_id: ids.draft, position: 1, read: true },
      { blog_id: 2_000_000, position: 1, read: true },
    ]);
    expect(merged.statusCode).toBe(200);
    expect(
      await progressOf(token, [ids.first, ids.second, ids.third, ids.premium, ids.draft]),
    ).toEqual(
      expect.arrayContaining([
        { blog_id: ids.first, position: 0.8, read: false, checked: false, skipped: false },
        { blog_id: ids.second, position: 0.6, read: true, checked: false, skipped: false },
        { blog_id: ids.third, position: 0.4, read: false, checked: false, skipped: false },
      ]),
    );
    expect(await progressOf(token, [ids.premium, ids.draft])).toEqual([]);
  });

  it('refuses a merge listing an article twice, naming entries, and keeps nothing of it', async () => {
    const { token } = await registerUser(t.app);
    const response = await merge(token, [
      { blog_id: ids.first, position: 0.3, read: false },
      { blog_id: ids.first, position: 0.9, read: true },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: PATH_FORM_MESSAGES.repeatedEntry,
      errors: [{ field: 'entries', msg: PATH_FORM_MESSAGES.repeatedEntry }],
    });
    expect(await progressOf(token, [ids.first])).toEqual([]);
  });

  it('shows started paths on the Learning tab with the step to continue at', async () => {
    const { token } = await registerUser(t.app);
    expect(await learning(token)).toEqual([]);
    await put(ids.first, token, { read: true });
    await put(ids.second, token, { position: 0.45 });
    expect(await learning(token)).toEqual([
      expect.objectContaining({
        title: 'Python basics',
        steps: 4,
        read_steps: 1,
        continue_at: { blog_id: ids.second, title: 'Generators', position: 0.45 },
        locked_steps: 1,
      }),
    ]);
    for (const id of [ids.second, ids.third]) await put(id, token, { read: true });
    // The premium step is passed over for a reader who must subscribe first, and counted.
    expect((await learning(token))[0]).toMatchObject({
      read_steps: 3,
      continue_at: null,
      locked_steps: 1,
    });
    // A subscriber (here an admin, who reads premium alike) goes on to it.
    for (const id of [ids.first, ids.second, ids.third]) await put(id, admin, { read: true });
    expect((await learning(admin))[0]).toMatchObject({
      continue_at: { blog_id: ids.premium, position: 0 },
      locked_steps: 0,
    });
  });

  it('keeps a skipped step as a state of its own: not read, not where Continue goes, ended by reading', async () => {
    const { token } = await registerUser(t.app);
    await put(ids.first, token, { read: true });
    const skipped = await put(ids.second, token, { skipped: true });
    expect(skipped.json().progress).toMatchObject({ read: false, skipped: true });
    expect((await learning(token))[0]).toMatchObject({
      read_steps: 1,
      skipped_steps: 1,
      // The premium step is locked to this reader: the next one they may open is the third.
      continue_at: { blog_id: ids.third },
      locked_steps: 1,
    });
    expect(await blogsRead(token)).toBe(1);
    // A skip taken back makes it the step to continue at again.
    await put(ids.second, token, { skipped: false });
    expect((await learning(token))[0]).toMatchObject({
      skipped_steps: 0,
      continue_at: { blog_id: ids.second },
    });
    // Reading a skipped article ends its skip, and it stays ended if it is unmarked later.
    await put(ids.second, token, { skipped: true });
    await put(ids.second, token, { position: 1, read: true });
    await put(ids.second, token, { read: false });
    expect(await progressOf(token, [ids.second])).toEqual([
      expect.objectContaining({ read: false, skipped: false }),
    ]);
    // Every step left skipped or locked: nowhere to continue, the locked one not counted twice.
    await put(ids.second, token, { skipped: true });
    await put(ids.third, token, { skipped: true });
    expect((await learning(token))[0]).toMatchObject({
      skipped_steps: 2,
      continue_at: null,
      locked_steps: 1,
    });
    expect((await put(ids.first, token, { skipped: 'yes' })).statusCode).toBe(400);
  });

  it('keeps what a visitor skipped when they sign in', async () => {
    const { token } = await registerUser(t.app);
    await merge(token, [{ blog_id: ids.third, position: 0, read: false, skipped: true }]);
    expect(await progressOf(token, [ids.third])).toEqual([
      expect.objectContaining({ read: false, skipped: true }),
    ]);
    // Read in the browser ends the account's skip: unmarking it later brings no skip back.
    await merge(token, [{ blog_id: ids.third, position: 1, read: true }]);
    await put(ids.third, token, { read: false });
    expect(await progressOf(token, [ids.third])).toEqual([
      expect.objectContaining({ read: false, skipped: false }),
    ]);
  });

  it('starts a path again: its steps not read, not skipped and from the top, answers kept', async () => {
    const { user, token } = await registerUser(t.app);
    await put(ids.first, token, { position: 1, read: true });
    await put(ids.second, token, { position: 0.6 });
    await put(ids.third, token, { skipped: true });
    await t.app.db
      .update(blogReads)
      .set({ checkedAt: new Date() })
      .where(and(eq(blogReads.userId, user.id), eq(blogReads.blogId, ids.first)));
    const restart = (slug: string, headers: Record<string, string> = bearer(token)) =>
      t.app.inject({ method: 'POST', url: `/api/progress/paths/${slug}/restart`, headers });
    const restarted = await restart('python-basics');
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json().progress).toEqual(
      expect.arrayContaining([
        { blog_id: ids.first, position: 0, read: false, checked: true, skipped: false },
        { blog_id: ids.second, position: 0, read: false, checked: false, skipped: false },
        { blog_id: ids.third, position: 0, read: false, checked: false, skipped: false },
      ]),
    );
    expect((await learning(token))[0]).toMatchObject({
      read_steps: 0,
      skipped_steps: 0,
      continue_at: { blog_id: ids.first, position: 0 },
    });
    expect(await blogsRead(token)).toBe(0);
    expect((await restart('no-such-path')).statusCode).toBe(404);
    expect((await restart('python-basics', {})).statusCode).toBe(401);
  });

  it('survives every kind of path edit, and counts an article in two paths once', async () => {
    const steps = {
      a: await article('Edits: sets'),
      b: await article('Edits: dicts'),
      c: await article('Edits: tuples'),
    };
    const path = async (title: string, blogIds: number[]) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/paths',
        headers: bearer(admin),
        payload: { title, level: 'beginner', blogIds },
      });
      expect(created.statusCode).toBe(201);
      const { slug } = created.json();
      return (await get(`/api/paths/${slug}`, admin)).json().path.id as number;
    };
    const editId = await path('Edited collections', [steps.a, steps.b]);
    await path('Shared collections', [steps.b, steps.c]);
    const { token } = await registerUser(t.app);
    await put(steps.b, token, { read: true });
    const started = async () =>
      Object.fromEntries(
        (await learning(token)).map(
          (entry: { title: string; read_steps: number; steps: number }) => [
            entry.title,
            [entry.read_steps, entry.steps],
          ],
        ),
      );
    // One article read: one step of each path it is in, and one read in the reader's progress.
    expect(await started()).toEqual({
      'Edited collections': [1, 2],
      'Shared collections': [1, 2],
    });
    expect(await progressOf(token, [steps.b])).toEqual([expect.objectContaining({ read: true })]);

    const edit = async (blogIds: number[]) => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/paths/${editId}`,
        headers: bearer(admin),
        payload: { title: 'Edited collections', level: 'beginner', blogIds },
      });
      expect(saved.json()).toMatchObject({ message: PATH_FORM_MESSAGES.updated });
    };
    await edit([steps.b, steps.a]); // reordered
    expect((await started())['Edited collections']).toEqual([1, 2]);
    await edit([steps.b, steps.a, steps.c]); // a step added
    expect((await started())['Edited collections']).toEqual([1, 3]);
    await edit([steps.a, steps.c]); // the read step removed
    expect(await started()).not.toHaveProperty('Edited collections');
    await edit([steps.a, steps.b, steps.c]); // and put back: its read is still there
    expect((await started())['Edited collections']).toEqual([1, 3]);
    // A step unpublished leaves the count of steps, not the reader's read.
    await t.app.db.update(blogs).set({ isPublished: false }).where(eq(blogs.id, steps.c));
    expect(await started()).toEqual({
      'Edited collections': [1, 2],
      'Shared collections': [1, 1],
    });
  });
});
