import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index';
import {
  accountWith,
  bearer,
  buildTestApp,
  insertArticle,
  registerUser,
  type RegisteredUser,
  type TestApp,
} from '../helper';

interface Listed {
  id: number;
  content: string;
  held: boolean;
  replies: Listed[];
}
interface QueueItem {
  comment: { id: number; content: string; user_id: number; blog_title: string };
  reports: { reason: string; reporter: string | null }[];
  held: boolean;
  held_reason: string | null;
}

let t: TestApp;
let admin = '';
let blogId = 0;

beforeAll(async () => {
  t = await buildTestApp({ COMMENT_LIMIT_PER_MINUTE: '100' });
  await t.app.db.execute(sql`INSERT INTO categories (name, slug) VALUES ('SQL', 'sql')`);
  admin = await accountWith(t.app, { role: 'admin' });
  // As an admin may set it: first comments wait for a moderator.
  const held = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/moderation/settings',
    payload: { holdFirstComments: true },
    headers: bearer(admin),
  });
  if (held.statusCode !== 200) throw new Error(held.body);
  blogId = await insertArticle(t.app, 'Moderated');
});
afterAll(() => t.close());

const post = (content: string, token: string, parentId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/blog/${blogId}`,
    payload: { content, ...(parentId ? { parentId } : {}) },
    headers: bearer(token),
  });
const list = async (token?: string) => {
  const response = await t.app.inject({
    url: `/api/comments/blog/${blogId}`,
    headers: token ? bearer(token) : {},
  });
  return response.json() as { comments: Listed[]; total: number };
};
const queue = async () => {
  const response = await t.app.inject({ url: '/api/admin/moderation', headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: QueueItem[] }).items;
};
const decide = (commentId: number, action: string, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/${commentId}`,
    payload: { action },
    headers: bearer(token),
  });
const report = (commentId: number, reason: unknown, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/${commentId}/report`,
    payload: { reason },
    headers: bearer(token),
  });
const ban = (userId: number, body: object, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/ban`,
    payload: body,
    headers: bearer(token),
  });

/** A reader whose first comment was approved: their comments show at once. */
async function establishedReader(name: string): Promise<RegisteredUser> {
  const reader = await registerUser(t.app, { name });
  const first = await post(`Hello from ${name}`, reader.token);
  expect((await decide(first.json().comment.id, 'approve')).statusCode).toBe(200);
  return reader;
}

describe('held comments', () => {
  it('holds a reader’s first comment: its writer alone sees it, awaiting approval, until approved', async () => {
    const writer = await registerUser(t.app, { name: 'New Reader' });
    const before = (await list()).total;
    const first = await post('My first question', writer.token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Thanks! Your comment is awaiting approval',
      comment: { held: true },
    });
    const id = first.json().comment.id as number;

    const own = await list(writer.token);
    expect(own.comments.find((c) => c.id === id)?.held).toBe(true);
    expect((await list()).comments.map((c) => c.id)).not.toContain(id);
    expect((await list()).total).toBe(before);
    const item = (await queue()).find((entry) => entry.comment.id === id);
    expect(item).toMatchObject({ held: true, held_reason: "The writer's first comment" });
    // No one can answer what they cannot see.
    const other = await establishedReader('Helper');
    const reply = await post('An answer', other.token, id);
    expect(reply.statusCode).toBe(400);

    const approved = await decide(id, 'approve');
    expect(approved.json().message).toBe('Comment approved');
    const shown = await list();
    expect(shown.comments.find((c) => c.id === id)?.held).toBe(false);
    expect(shown.total).toBe(before + 2);
    expect((await queue()).map((entry) => entry.comment.id)).not.toContain(id);
    // Approved once, the writer's next comment shows at once.
    expect((await post('A second one', writer.token)).json().comment.held).toBe(false);
    expect((await decide(id, 'approve')).statusCode).toBe(404);
  });

  it('holds a link from an account younger than a day, not from an older one', async () => {
    const young = await establishedReader('Young Account');
    const linked = await post('See https://spam.example/offer', young.token);
    expect(linked.json().comment.held).toBe(true);
    expect(
      (await queue()).find((entry) => entry.comment.id === linked.json().comment.id),
    ).toMatchObject({ held_reason: 'A link from an account younger than a day' });

    await t.app.db
      .update(users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(users.id, young.user.id));
    expect(
      (await post('The docs: https://www.postgresql.org/docs/', young.token)).json().comment.held,
    ).toBe(false);
  });

  it('holds a blocked word, in any case, as a word of its own', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/moderation/blocked-words',
      payload: { words: [' Casino ', 'casino', 'crypto pump'] },
      headers: bearer(admin),
    });
    expect(set.json()).toEqual({
      words: ['casino', 'crypto pump'],
      message: 'Blocked words saved',
    });
    const reader = await establishedReader('Word Reader');
    expect((await post('Best CASINO bonus', reader.token)).json().comment.held).toBe(true);
    expect((await post('A casinos history', reader.token)).json().comment.held).toBe(false);
    // An edit that adds one waits again.
    const fine = (await post('A fine comment', reader.token)).json().comment.id as number;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${fine}`,
      payload: { content: 'A fine casino comment' },
      headers: bearer(reader.token),
    });
    expect(edited.json()).toMatchObject({
      message: 'Thanks! Your comment is awaiting approval',
      comment: { held: true },
    });
    expect((await list()).comments.map((c) => c.id)).not.toContain(fine);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/moderation/blocked-words',
      payload: { words: ['x'.repeat(51)] },
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/^words/);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/moderation/blocked-words',
      payload: { words: [] },
      headers: bearer(admin),
    });
  });
});

describe('reports', () => {
  it('puts a reported comment in the queue once per reader, and a removal takes it down', async () => {
    const writer = await establishedReader('Rude Writer');
    const target = (await post('Something rude', writer.token)).json().comment.id as number;
    const reporter = await establishedReader('Careful Reader');

    expect((await report(target, '  ', reporter.token)).json().errors).toEqual([
      { field: 'reason', msg: 'Please say what is wrong with this comment' },
    ]);
    expect((await report(target, 'Insulting', (await registerUser(t.app)).token)).statusCode).toBe(
      200,
    );
    const first = await report(target, 'Insulting', reporter.token);
    expect(first.json().message).toBe('Thanks. A moderator will look at it.');
    expect((await report(target, 'Still insulting', reporter.token)).statusCode).toBe(200);
    const own = await report(target, 'Me?', writer.token);
    expect(own.statusCode).toBe(400);
    expect(own.json().errors[0].field).toBe('id');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${target}/report`,
      payload: { reason: 'x' },
    });
    expect(visitor.statusCode).toBe(401);

    const item = (await queue()).find((entry) => entry.comment.id === target);
    expect(item?.held).toBe(false);
    expect(item?.reports.map((r) => r.reason)).toEqual(['Insulting', 'Insulting']);

    const before = (await list()).total;
    expect((await decide(target, 'remove')).json().message).toBe('Comment removed');
    expect((await list()).comments.map((c) => c.id)).not.toContain(target);
    expect((await list()).total).toBe(before - 1);
    expect((await queue()).map((entry) => entry.comment.id)).not.toContain(target);
    expect((await report(target, 'Again', reporter.token)).statusCode).toBe(404);

    // Nothing is deleted: the writer's audit trail says who removed it.
    const detail = await t.app.inject({
      url: `/api/admin/users/${writer.user.id}`,
      headers: bearer(admin),
    });
    expect(detail.json().audit).toContainEqual(
      expect.objectContaining({
        action: 'comment removed',
        detail: `comment #${target} (reported)`,
      }),
    );
  });

  it('keeps the queue and its decisions to admins, and refuses an unknown action', async () => {
    const reader = await establishedReader('Curious');
    const asReader = await t.app.inject({
      url: '/api/admin/moderation',
      headers: bearer(reader.token),
    });
    expect(asReader.statusCode).toBe(403);
    const comment = (await post('Fine comment', reader.token)).json().comment.id as number;
    expect((await decide(comment, 'remove', reader.token)).statusCode).toBe(403);
    const wrong = await decide(comment, 'delete');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('action');
    expect((await decide(comment, 'remove')).statusCode).toBe(404);
  });
});

describe('bans', () => {
  it('lets a banned reader read but not comment, like, edit or report, until the ban is lifted', async () => {
    const writer = await establishedReader('Banned Soon');
    const other = await establishedReader('Bystander');
    const own = (await post('Before the ban', writer.token)).json().comment.id as number;
    const theirs = (await post('Not theirs', other.token)).json().comment.id as number;

    expect((await ban(writer.user.id, { reason: 'Spam', until: null })).json().message).toBe(
      'The writer is banned',
    );
    const banned = 'Your account may read but not comment, like or report while it is suspended';
    const attempts = [
      await post('After the ban', writer.token),
      await t.app.inject({
        method: 'POST',
        url: `/api/blogs/${blogId}/like`,
        headers: bearer(writer.token),
      }),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/comments/${own}`,
        payload: { content: 'Edited' },
        headers: bearer(writer.token),
      }),
      await report(theirs, 'Retaliation', writer.token),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json().message).toBe(banned);
    }
    expect((await list(writer.token)).comments.length).toBeGreaterThan(0);
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(writer.token) });
    expect(profile.json().user.ban).toEqual({ reason: 'Spam', until: null });

    const lifted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${writer.user.id}/ban`,
      headers: bearer(admin),
    });
    expect(lifted.json().message).toBe('The ban is lifted');
    expect((await post('Back again', writer.token)).statusCode).toBe(201);
    const detail = await t.app.inject({
      url: `/api/admin/users/${writer.user.id}`,
      headers: bearer(admin),
    });
    expect(detail.json().audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['ban', 'ban lifted']),
    );
  });

  it('ends a ban at its end by itself', async () => {
    const writer = await establishedReader('Briefly Banned');
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await ban(writer.user.id, { reason: 'Cool down', until })).statusCode).toBe(200);
    expect((await post('Too soon', writer.token)).statusCode).toBe(403);
    await t.app.db
      .update(users)
      .set({ bannedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.id, writer.user.id));
    expect((await post('Time served', writer.token)).statusCode).toBe(201);
  });

  it('refuses a ban without a reason, ending in the past, or of an admin', async () => {
    const reader = await registerUser(t.app);
    expect((await ban(reader.user.id, { reason: ' ' })).json().errors[0].field).toBe('reason');
    const past = await ban(reader.user.id, { reason: 'x', until: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('until');
    expect(
      (await ban(reader.user.id, { reason: 'x', until: 'tomorrow' })).json().errors[0].field,
    ).toBe('until');
    const [someAdmin] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'));
    expect((await ban(someAdmin?.id ?? 0, { reason: 'x' })).statusCode).toBe(409);
    expect((await ban(999_999, { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the daily summary', () => {
  it('mails each admin once a day while the queue is not empty, whichever server asks', async () => {
    const day = new Date('2027-03-01T06:00:00Z');
    const writer = await registerUser(t.app, { name: 'Waiting Writer' });
    expect((await post('Please approve me', writer.token)).json().comment.held).toBe(true);
    const admins = await t.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'));

    const sent = await Promise.all([
      t.app.moderationSummary.send(day),
      t.app.moderationSummary.send(day),
    ]);
    expect(sent.sort()).toEqual([0, admins.length]);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, admins[0]?.email ?? ''));
    expect(mails.at(-1)?.text).toContain('/admin?tab=moderation');
    expect(await t.app.moderationSummary.send(new Date('2027-03-01T17:00:00Z'))).toBe(0);

    // An empty queue sends nothing, even on a new day.
    for (const item of await queue()) await decide(item.comment.id, 'approve');
    expect(await t.app.moderationSummary.send(new Date('2027-03-02T06:00:00Z'))).toBe(0);
  });
});
