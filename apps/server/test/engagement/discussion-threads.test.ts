import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments as commentsTable, mailOutbox, users } from '../../src/db/schema/index';
import {
  accountWith,
  bearer,
  buildTestApp,
  insertArticle,
  registerUser,
  type RegisteredUser,
  type TestApp,
} from '../helper';

interface ListedComment {
  id: number;
  parent_id: number | null;
  user_id: number | null;
  user_name: string;
  content: string;
  content_html: string;
  edited_at: string | null;
  pinned: boolean;
  deleted: boolean;
  replies?: ListedComment[];
}

let t: TestApp;
let author: RegisteredUser;
let asker: RegisteredUser;
let helper: RegisteredUser;
let bystander: RegisteredUser;
let admin = '';

beforeAll(async () => {
  t = await buildTestApp({ COMMENT_LIMIT_PER_MINUTE: '100' });
  await t.app.db.execute(
    sql`INSERT INTO categories (name, slug) VALUES ('Databases', 'databases')`,
  );
  author = await registerUser(t.app, { name: 'Nadia Author' });
  asker = await registerUser(t.app, { name: 'Rahim Uddin' });
  helper = await registerUser(t.app, { name: 'Karim' });
  bystander = await registerUser(t.app, { name: 'Rahima' });
  admin = await accountWith(t.app, { role: 'admin' });
  // Established accounts: their links are not held for a moderator (moderation.test.ts).
  await t.app.db.update(users).set({ createdAt: sql`now() - interval '2 days'` });
});
afterAll(() => t.close());

const article = (title: string) => insertArticle(t.app, title, { authorId: author.user.id });

const post = (blogId: number, body: object, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/blog/${blogId}`,
    payload: body,
    headers: bearer(token),
  });

async function added(blogId: number, body: object, token: string): Promise<ListedComment> {
  const response = await post(blogId, body, token);
  expect(response.statusCode).toBe(201);
  return response.json().comment;
}

async function discussion(blogId: number) {
  const response = await t.app.inject({ url: `/api/comments/blog/${blogId}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { comments: ListedComment[]; total: number; hasMore: boolean };
}

const pin = (id: number, token: string, pinned?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/${id}/pin`,
    headers: bearer(token),
    ...(pinned === undefined ? {} : { payload: { pinned } }),
  });

const edit = (id: number, content: string, token: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/comments/${id}`,
    payload: { content },
    headers: bearer(token),
  });

const remove = (id: number, token: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: bearer(token) });

const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('questions and answers', () => {
  it('keeps one level of replies, the accepted answer first, then the oldest', async () => {
    const blogId = await article('Indexes in depth');
    const question = await added(blogId, { content: 'Why is my index not used?' }, asker.token);
    const later = await added(blogId, { content: 'A second question' }, bystander.token);
    const first = await added(
      blogId,
      { content: 'Check the statistics', parentId: question.id },
      helper.token,
    );
    // A reply to a reply joins the same thread.
    const second = await added(
      blogId,
      { content: 'Run ANALYZE first', parentId: first.id },
      bystander.token,
    );
    expect(second.parent_id).toBe(question.id);

    const opened = await discussion(blogId);
    let { comments } = opened;
    expect(opened.total).toBe(4);
    expect(comments.map((c) => c.id)).toEqual([later.id, question.id]);
    expect(comments[1]?.replies?.map((c) => c.id)).toEqual([first.id, second.id]);

    // The article's author accepts the second answer; an admin pins the older question.
    expect((await pin(second.id, author.token)).json().comment.pinned).toBe(true);
    expect((await pin(question.id, admin)).statusCode).toBe(200);
    ({ comments } = await discussion(blogId));
    expect(comments.map((c) => [c.id, c.pinned])).toEqual([
      [question.id, true],
      [later.id, false],
    ]);
    expect(comments[0]?.replies?.map((c) => [c.id, c.pinned])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // One accepted answer per thread: accepting another moves the mark.
    await pin(first.id, author.token);
    ({ comments } = await discussion(blogId));
    expect(comments[0]?.replies?.map((c) => [c.id, c.pinned])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect((await pin(first.id, author.token, false)).json().comment.pinned).toBe(false);
  });

  it('lets only the article’s author or an admin pin', async () => {
    const blogId = await article('Joins');
    const question = await added(blogId, { content: 'Which join?' }, asker.token);
    const response = await pin(question.id, helper.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Only the article's author or an admin can pin an answer");
    expect((await discussion(blogId)).comments[0]?.pinned).toBe(false);
  });

  it('refuses a reply to a comment of another article, naming parentId', async () => {
    const one = await article('One');
    const other = await article('Other');
    const elsewhere = await added(other, { content: 'Elsewhere' }, asker.token);
    for (const parentId of [elsewhere.id, 999_999]) {
      const response = await post(one, { content: 'Lost reply', parentId }, helper.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'parentId', msg: 'That comment is not part of this discussion' },
      ]);
    }
    const wrongType = await post(one, { content: 'x', parentId: 'first' }, helper.token);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].field).toBe('parentId');
    expect((await discussion(one)).total).toBe(0);
  });

  it('renders Markdown with highlighted code, and the writer’s HTML as text', async () => {
    const blogId = await article('Markdown');
    const comment = await added(
      blogId,
      {
        content:
          'Try **this**:\n\n```sql\nSELECT 1;\n```\n\n<img src=x onerror=alert(1)>\n\n[site](https://example.com)',
      },
      asker.token,
    );
    expect(comment.content).toContain('<img src=x onerror=alert(1)>');
    expect(comment.content_html).toContain('<strong>this</strong>');
    expect(comment.content_html).toContain('<span class="hljs-keyword">SELECT</span>');
    expect(comment.content_html).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(comment.content_html).not.toContain('<img');
    expect(comment.content_html).toContain('<p>&#x3C;img src=x onerror=alert(1)></p>');
    expect((await discussion(blogId)).comments[0]?.content_html).toBe(comment.content_html);
  });
});

describe('editing and deleting', () => {
  it('lets the writer edit for 15 minutes, marked edited, and no one else', async () => {
    const blogId = await article('Editing');
    const comment = await added(blogId, { content: 'Fist draft' }, asker.token);
    const byOther = await edit(comment.id, 'Hijacked', helper.token);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('You can only change your own comments');

    const fixed = await edit(comment.id, 'First *draft*', asker.token);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().comment).toMatchObject({
      content: 'First *draft*',
      content_html: '<p>First <em>draft</em></p>',
    });
    const [listed] = (await discussion(blogId)).comments;
    expect(listed?.content).toBe('First *draft*');
    expect(listed?.edited_at).not.toBeNull();

    await t.app.db
      .update(commentsTable)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(commentsTable.id, comment.id));
    const late = await edit(comment.id, 'Too late', asker.token);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('A comment can be edited for 15 minutes after it is posted');
    expect((await edit(comment.id, '   ', asker.token)).json().errors).toEqual([
      { field: 'content', msg: 'Please enter a comment' },
    ]);
  });

  it('keeps a deleted question’s place while it has answers, and drops a deleted answer', async () => {
    const blogId = await article('Deleting');
    const question = await added(blogId, { content: 'Secret question' }, asker.token);
    const answer = await added(
      blogId,
      { content: 'An answer', parentId: question.id },
      helper.token,
    );
    const extra = await added(blogId, { content: 'Oops', parentId: question.id }, bystander.token);

    expect((await remove(question.id, helper.token)).statusCode).toBe(403);
    const deleted = await remove(question.id, asker.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Comment deleted');
    expect((await remove(extra.id, bystander.token)).statusCode).toBe(200);

    const { comments, total } = await discussion(blogId);
    expect(total).toBe(1);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      id: question.id,
      deleted: true,
      content: '',
      content_html: '',
      user_name: '',
      user_id: null,
    });
    expect(comments[0]?.replies?.map((c) => c.id)).toEqual([answer.id]);
    expect(JSON.stringify(comments)).not.toContain('Secret question');

    // Gone for good as far as readers go: no edit, no second delete, no new reply to it.
    expect((await edit(question.id, 'Back', asker.token)).statusCode).toBe(404);
    expect((await remove(question.id, asker.token)).statusCode).toBe(404);
    const reply = await post(blogId, { content: 'Hello?', parentId: question.id }, helper.token);
    expect(reply.statusCode).toBe(400);

    // With its last answer deleted too, nothing of the thread is left to show.
    await remove(answer.id, helper.token);
    expect(await discussion(blogId)).toMatchObject({ comments: [], total: 0 });
  });
});

describe('mentions', () => {
  it('e-mails the people of the thread a reply names, once each, and nobody else', async () => {
    const blogId = await article('Mentions');
    const question = await added(blogId, { content: 'How do I vacuum?' }, asker.token);
    await added(blogId, { content: 'Autovacuum does it', parentId: question.id }, helper.token);
    const before = {
      asker: (await mailsTo(asker.user.email)).length,
      helper: (await mailsTo(helper.user.email)).length,
      bystander: (await mailsTo(bystander.user.email)).length,
    };
    // Rahima never wrote in this thread; '@Rahim Uddin' names the asker, not her.
    const reply = await added(
      blogId,
      {
        content: 'Thanks @karim! And @rahim uddin, see the docs. cc @Rahima',
        parentId: question.id,
      },
      author.token,
    );
    const toAsker = await mailsTo(asker.user.email);
    const toHelper = await mailsTo(helper.user.email);
    expect(toAsker).toHaveLength(before.asker + 1);
    expect(toHelper).toHaveLength(before.helper + 1);
    expect(await mailsTo(bystander.user.email)).toHaveLength(before.bystander);
    expect(toHelper.at(-1)).toMatchObject({ subject: 'CodeGrow: Nadia Author mentioned you' });
    expect(toHelper.at(-1)?.text).toContain(`/blog/${blogId}#comment-${reply.id}`);
    expect(toHelper.at(-1)?.text).toContain('"Mentions"');

    // A writer naming themselves is not told.
    const [self] = await t.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, helper.user.id));
    await added(blogId, { content: 'I am @Karim', parentId: question.id }, helper.token);
    expect(await mailsTo(self?.email ?? '')).toHaveLength(before.helper + 1);
  });
});
