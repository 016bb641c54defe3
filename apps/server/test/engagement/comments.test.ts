import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, comments as commentsTable, users } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import {
  bearer,
  buildTestApp,
  insertArticle,
  requestOverHttp,
  registerUser,
  type RegisteredUser,
  type TestApp,
} from '../helper';

let t: TestApp;
let reader: RegisteredUser;
let subscriber: RegisteredUser;
let freeId = 0;
let premiumId = 0;
let secondFreeId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.app.db, {});
  reader = await registerUser(t.app, { name: 'Reader One' });
  subscriber = await registerUser(t.app, { name: 'Paying Reader' });
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active' })
    .where(eq(users.id, subscriber.user.id));
  const rows = await t.app.db.select({ id: blogs.id, isPremium: blogs.isPremium }).from(blogs);
  freeId = rows.find((row) => !row.isPremium)?.id ?? 0;
  premiumId = rows.find((row) => row.isPremium)?.id ?? 0;
  secondFreeId = rows.filter((row) => !row.isPremium)[1]?.id ?? 0;
});
afterAll(() => t.close());

const comment = (blogId: number, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/blog/${blogId}`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
const list = (blogId: number, token?: string) =>
  t.app.inject({ url: `/api/comments/blog/${blogId}`, headers: token ? bearer(token) : {} });

describe('comments', () => {
  it('adds a new reader’s first comment at once with the default settings, trimmed, as plain text, newest first', async () => {
    const first = await comment(freeId, { content: '  Great article!  ' }, reader.token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Comment added',
      comment: { content: 'Great article!', user_name: 'Reader One' },
    });
    await comment(freeId, { content: '<script>alert(1)</script>' }, reader.token);
    const { comments } = (await list(freeId)).json();
    expect(comments.map((c: { content: string }) => c.content)).toEqual([
      '<script>alert(1)</script>',
      'Great article!',
    ]);
  });

  it('refuses visitors with the spec message', async () => {
    const response = await comment(freeId, { content: 'hello' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please login to comment');
  });

  it.each([
    [{ content: '   ' }, 'Please enter a comment'],
    [{}, 'Please enter a comment'],
    [{ content: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters'],
  ])('refuses %o', async (payload, message) => {
    const response = await comment(freeId, payload, subscriber.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'content', msg: message }]);
  });

  it('keeps a premium article’s discussion to those who may read it', async () => {
    expect((await comment(premiumId, { content: 'Worth it' }, subscriber.token)).statusCode).toBe(
      201,
    );
    expect((await comment(premiumId, { content: 'Let me in' }, reader.token)).statusCode).toBe(403);
    expect((await list(premiumId)).statusCode).toBe(403);
    expect((await list(premiumId, reader.token)).statusCode).toBe(403);
    expect((await list(premiumId, subscriber.token)).json().comments).toHaveLength(1);
  });

  it('answers 404 for an unknown article, and counts only comments it adds', async () => {
    const turnedAway = await registerUser(t.app);
    expect((await comment(999_999, { content: 'Anyone?' }, turnedAway.token)).statusCode).toBe(404);
    for (let i = 0; i < 6; i += 1) {
      const locked = await comment(premiumId, { content: `let me in ${i}` }, turnedAway.token);
      expect(locked.statusCode).toBe(403);
    }
    for (let i = 0; i < 5; i += 1) {
      const added = await comment(freeId, { content: `finally ${i}` }, turnedAway.token);
      expect(added.statusCode).toBe(201);
    }
  });

  it('slows down a user who comments too fast', async () => {
    const fast = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1)
      expect((await comment(freeId, { content: `note ${i}` }, fast.token)).statusCode).toBe(201);
    const sixth = await comment(freeId, { content: 'one more' }, fast.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('60');
  });

  it('keeps the limit when one user sends many comments at the same moment', async () => {
    const burst = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => comment(freeId, { content: `burst ${i}` }, burst.token)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    const stored = (await list(freeId))
      .json()
      .comments.filter((c: { content: string }) => c.content.startsWith('burst '));
    expect(stored).toHaveLength(5);
  });

  it('counts every comment when 30 readers comment on one article at once', async () => {
    const article = await insertArticle(t.app, 'Discussed by a crowd');
    const crowd = await Promise.all(Array.from({ length: 30 }, () => registerUser(t.app)));
    const answers = await Promise.all(
      crowd.map((user, i) => comment(article, { content: `Voice ${i}` }, user.token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    const stored = await t.app.db
      .select({ id: commentsTable.id })
      .from(commentsTable)
      .where(eq(commentsTable.blogId, article));
    expect(stored).toHaveLength(30);
    expect((await list(article)).json().total).toBe(30);
  });

  it('pages a long discussion newest first, 20 at a time, each comment once', async () => {
    const quiet = await registerUser(t.app);
    // 45 comments, many written in the same instant: the order must still be total.
    const writtenAt = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, Math.floor(n / 4)));
    // Written straight to the table, past the comment limit.
    await t.app.db.insert(commentsTable).values(
      Array.from({ length: 45 }, (_, n) => ({
        blogId: secondFreeId,
        userId: quiet.user.id,
        content: `Reply ${n}`,
        contentHtml: `<p>Reply ${n}</p>`,
        createdAt: writtenAt(n),
      })),
    );
    const seen: string[] = [];
    let before: number | undefined;
    const hasMore: boolean[] = [];
    do {
      const response = await t.app.inject({
        url: `/api/comments/blog/${secondFreeId}${before ? `?before=${before}` : ''}`,
      });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.total).toBe(45);
      seen.push(...page.comments.map((c: { content: string }) => c.content));
      hasMore.push(page.hasMore);
      before = page.hasMore ? page.comments.at(-1).id : undefined;
    } while (before);
    expect(hasMore).toEqual([true, true, false]);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen[0]).toBe('Reply 44');
    expect(seen.at(-1)).toBe('Reply 0');
  });

  it('answers an empty page for a cursor from another article, and 400 for a bad one', async () => {
    const elsewhere = (await list(freeId)).json().comments[0].id;
    const page = await t.app.inject({
      url: `/api/comments/blog/${secondFreeId}?before=${elsewhere}`,
    });
    expect(page.json()).toMatchObject({ comments: [], hasMore: false, total: 45 });
    const bad = await t.app.inject({ url: `/api/comments/blog/${secondFreeId}?before=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('before');
  });

  it("keeps a visitor's pages in memory until a comment comes, on that article only", async () => {
    await list(secondFreeId);
    await list(freeId);
    expect((await list(secondFreeId)).headers['x-cache']).toBe('HIT');
    expect((await list(freeId)).headers['x-cache']).toBe('HIT');

    expect(
      (await comment(secondFreeId, { content: 'Fresh thought' }, reader.token)).statusCode,
    ).toBe(201);
    const after = await list(secondFreeId);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().comments[0].content).toBe('Fresh thought');
    expect((await list(freeId)).headers['x-cache']).toBe('HIT');
    // A reader's own requests are never answered from what visitors are kept.
    expect((await list(secondFreeId, reader.token)).headers['x-cache']).toBeUndefined();
  });

  it('answers a signed-in reader from the database each time, privately', async () => {
    // A subscriber's copy of a premium discussion is never a plain reader's.
    expect((await list(premiumId, subscriber.token)).statusCode).toBe(200);
    expect((await list(premiumId, reader.token)).statusCode).toBe(403);

    const author = await registerUser(t.app);
    const before = (await list(secondFreeId, reader.token)).json();
    await list(secondFreeId, reader.token);
    await comment(secondFreeId, { content: 'Seen at once' }, author.token);
    const after = await list(secondFreeId, reader.token);
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(after.json().comments[0].content).toBe('Seen at once');
    expect(after.json().total).toBe(before.total + 1);
  });

  it("gives a visitor over the network the discussion's kept page until a comment comes", async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const page = async () => {
      const response = await requestOverHttp(`${base}/api/comments/blog/${secondFreeId}`);
      return { cache: response.headers['x-cache'], ...JSON.parse(response.body.toString()) };
    };
    const before = await page();
    expect((await page()).cache).toBe('HIT');
    await comment(secondFreeId, { content: 'Heard at the door' }, reader.token);
    const after = await page();
    expect(after.comments[0].content).toBe('Heard at the door');
    expect(after.total).toBe(before.total + 1);
    expect((await page()).cache).toBe('HIT');
  });

  it('forgets what visitors are kept when an account leaves, its name with it', async () => {
    const leaving = await registerUser(t.app, { name: 'Soon Gone' });
    await comment(secondFreeId, { content: 'Until later' }, leaving.token);
    await list(secondFreeId);
    expect((await list(secondFreeId)).headers['x-cache']).toBe('HIT');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const names = (await list(secondFreeId))
      .json()
      .comments.map((c: { user_name: string }) => c.user_name);
    expect(names).not.toContain('Soon Gone');
    expect(names).toContain('Deleted user');
  });

  it('keeps the words of a deleted account as "Deleted user"', async () => {
    const leaving = await registerUser(t.app, { name: 'Leaving Soon' });
    await comment(freeId, { content: 'Goodbye' }, leaving.token);
    await t.app.db.delete(users).where(eq(users.id, leaving.user.id));
    const { comments } = (await list(freeId)).json();
    expect(comments.find((c: { content: string }) => c.content === 'Goodbye').user_name).toBe(
      'Deleted user',
    );
  });
});
