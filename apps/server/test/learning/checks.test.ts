import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_TEXT, QUIZ_ERRORS, REMINDER_TEXT } from '@codegrow/shared/constants/checks';
import { textId } from '@codegrow/shared/content/quiz-block';
import { categories, mailOutbox } from '../../src/db/schema/index';
import {
  accountWith,
  bearer,
  buildTestApp,
  insertArticle,
  registerUser,
  writeArticle,
  type TestApp,
} from '../helper';

let t: TestApp;
let admin = '';
let reader = '';
let subscriber = '';
const ids = { free: 0, premium: 0, plain: 0 };

const QUIZ = [
  '```quiz',
  '? Which join keeps every row of the left table?',
  '- INNER JOIN',
  '+ LEFT JOIN',
  "  > It keeps the left table's unmatched rows, with NULLs on the right.",
  '- CROSS JOIN',
  '  > A cross join pairs every row with every row.',
  '',
  '? Which of these filter rows?',
  '+ WHERE',
  '  > WHERE filters rows before grouping.',
  '+ HAVING',
  '  > HAVING filters groups after grouping.',
  '- ORDER BY',
  '```',
].join('\n');
const BODY = `## Joins\n\nRows of two tables, side by side.\n\n${QUIZ}\n`;

const joins = textId('Which join keeps every row of the left table?');
const filters = textId('Which of these filter rows?');
const choice = textId;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(categories).values({ name: 'Databases', slug: 'databases' });
  ids.free = await insertArticle(t.app, 'Joins', { content: BODY });
  ids.premium = await insertArticle(t.app, 'Window functions', { content: BODY, isPremium: true });
  ids.plain = await insertArticle(t.app, 'No questions', {
    content: '## Just text\n\nNothing to check.',
  });
  admin = await accountWith(t.app, { role: 'admin' });
  reader = await accountWith(t.app);
  subscriber = await accountWith(t.app, { subscriptionStatus: 'active' });
});
afterAll(() => t.close());

/** An article written as an admin writes one (POST /api/blogs). */
const write = (title: string, content: string) =>
  writeArticle(t.app, admin, { title, category: 'databases', content });

const headers = (token?: string) => (token ? bearer(token) : {});
const questions = (id: number, token?: string) =>
  t.app.inject({ url: `/api/blogs/${id}/checks`, headers: headers(token) });
const answer = (id: number, answers: Record<string, string[]>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/blogs/${id}/checks`,
    headers: headers(token),
    payload: { answers },
  });

describe("an article's checks", () => {
  it('asks the questions without a right answer or an explanation anywhere a reader can look', async () => {
    const response = await questions(ids.free);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      questions: [
        {
          id: joins,
          text: 'Which join keeps every row of the left table?',
          multiple: false,
          choices: ['INNER JOIN', 'LEFT JOIN', 'CROSS JOIN'].map((text) => ({
            id: choice(text),
            text,
          })),
        },
        {
          id: filters,
          text: 'Which of these filter rows?',
          multiple: true,
          choices: ['WHERE', 'HAVING', 'ORDER BY'].map((text) => ({ id: choice(text), text })),
        },
      ],
      // In the article's language, for a page to mark them so.
      language: 'en',
    });
    // Nor in the article: its HTML, its Markdown (for readers) or its page.
    for (const token of [undefined, reader, subscriber]) {
      const { blog } = (
        await t.app.inject({ url: `/api/blogs/${ids.free}`, headers: headers(token) })
      ).json();
      expect(JSON.stringify(blog)).not.toMatch(
        /unmatched rows|filters groups|```quiz|\+ LEFT JOIN/,
      );
      expect(blog.content).toContain('Rows of two tables');
    }
    // The author keeps the block to edit it.
    const { blog } = (
      await t.app.inject({ url: `/api/blogs/${ids.free}`, headers: bearer(admin) })
    ).json();
    expect(blog.content).toContain('+ LEFT JOIN');
    expect(blog.content_html).not.toContain('LEFT JOIN');
  });

  it('judges answers, with the right ones and why, for a visitor too', async () => {
    const response = await answer(ids.free, {
      [joins]: [choice('CROSS JOIN')],
      [filters]: [choice('HAVING'), choice('WHERE')],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      {
        questionId: joins,
        correct: false,
        correctChoiceIds: [choice('LEFT JOIN')],
        explanation:
          "A cross join pairs every row with every row. It keeps the left table's unmatched rows, with NULLs on the right.",
      },
      {
        questionId: filters,
        correct: true,
        correctChoiceIds: [choice('WHERE'), choice('HAVING')],
        explanation: 'WHERE filters rows before grouping. HAVING filters groups after grouping.',
      },
    ]);
    // One of two right answers is not right.
    const half = await answer(ids.free, { [filters]: [choice('WHERE')] });
    expect(half.json().results[0].correct).toBe(false);
  });

  it("keeps a reader's results, and counts the checks passed once every question is answered right", async () => {
    const token = await accountWith(t.app);
    const progress = async () =>
      (
        await t.app.inject({ url: `/api/progress?blogs=${ids.free}`, headers: bearer(token) })
      ).json().progress;
    await answer(ids.free, { [joins]: [choice('LEFT JOIN')] }, token);
    expect(await progress()).toEqual([]);
    // Every question answered, one of them wrong: not passed.
    await answer(ids.free, { [filters]: [choice('WHERE')] }, token);
    expect(await progress()).toEqual([]);
    await answer(ids.free, { [filters]: [choice('WHERE'), choice('HAVING')] }, token);
    expect(await progress()).toEqual([
      expect.objectContaining({ blog_id: ids.free, read: false, checked: true }),
    ]);
    // A miss since takes it back.
    await answer(ids.free, { [joins]: [choice('CROSS JOIN')] }, token);
    expect(await progress()).toEqual([
      expect.objectContaining({ blog_id: ids.free, checked: false }),
    ]);
    // Another reader's results are their own (this one only opened the article).
    const others = await t.app.inject({
      url: `/api/progress?blogs=${ids.free}`,
      headers: bearer(reader),
    });
    expect(others.json().progress).toEqual([expect.objectContaining({ checked: false })]);
  });

  it("keeps a premium article's questions for those who may read it", async () => {
    for (const token of [undefined, reader]) {
      const asked = await questions(ids.premium, token);
      expect(asked.statusCode).toBe(403);
      expect(JSON.stringify(asked.json())).not.toContain('LEFT JOIN');
      expect(
        (await answer(ids.premium, { [joins]: [choice('LEFT JOIN')] }, token)).statusCode,
      ).toBe(403);
    }
    expect((await questions(ids.premium, subscriber)).json().questions).toHaveLength(2);
    const judged = await answer(ids.premium, { [joins]: [choice('LEFT JOIN')] }, subscriber);
    expect(judged.json().results[0].correct).toBe(true);
  });

  it('refuses answers that name no question or answer of the article, naming the field', async () => {
    for (const answers of [
      { nope: [choice('LEFT JOIN')] },
      { [joins]: ['nope'] },
      { [joins]: [] },
    ]) {
      const response = await answer(ids.free, answers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(CHECK_TEXT.answersInvalid);
    }
    expect((await answer(ids.plain, { [joins]: [choice('LEFT JOIN')] })).statusCode).toBe(400);
    expect((await questions(ids.plain)).json()).toEqual({ questions: [], language: 'en' });
    expect((await questions(999_999)).statusCode).toBe(404);
  });

  it('asks and judges the questions as the article has them now, at once after an edit', async () => {
    const written = await write('Premium joins', BODY);
    const { id } = written.json().blog as { id: number };
    const savePremium = (title: string, content: string) =>
      writeArticle(t.app, admin, { title, category: 'databases', content, isPremium: 'true' }, id);
    expect((await savePremium('Premium joins', BODY)).statusCode).toBe(200);
    // Read by a subscriber (the article is kept for every reader of it), then edited.
    expect((await questions(id, subscriber)).json().questions).toHaveLength(2);
    const edited = BODY.replace('+ LEFT JOIN', '- LEFT JOIN').replace(
      '- CROSS JOIN',
      '+ CROSS JOIN',
    );
    expect((await savePremium('Premium joins, fixed', edited)).statusCode).toBe(200);
    const judged = await answer(id, { [joins]: [choice('CROSS JOIN')] }, subscriber);
    expect(judged.json().results[0].correct).toBe(true);
    const article = await t.app.inject({ url: `/api/blogs/${id}`, headers: bearer(subscriber) });
    expect(article.json().blog.title).toBe('Premium joins, fixed');
  });

  it('keeps the answers out of search and of the excerpt made from the body', async () => {
    const written = await write('Outer joins', BODY);
    expect(written.statusCode).toBe(201);
    const { blog } = written.json();
    expect(blog.excerpt).not.toMatch(/LEFT JOIN|unmatched/);
    const found = await t.app.inject({ url: '/api/blogs?search=unmatched' });
    expect(found.json().blogs.map((hit: { id: number }) => hit.id)).not.toContain(blog.id);
    const body = await t.app.inject({ url: '/api/blogs?search=side' });
    expect(body.json().blogs.map((hit: { id: number }) => hit.id)).toContain(blog.id);
  });

  it('refuses to save an article whose quiz block is malformed, with the line and the reason', async () => {
    const content = [
      'Intro text for the test.',
      '',
      '```quiz',
      '? Which?',
      '- a',
      '- b',
      '```',
    ].join('\n');
    const response = await write('Broken quiz', content);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Quiz block, line 4: ${QUIZ_ERRORS.noRightChoice}`);
  });
});

describe('the review queue', () => {
  const DAY = 24 * 3600 * 1000;
  const review = (token: string, questionId: string, choiceIds: string[], blogId = ids.free) =>
    t.app.inject({
      method: 'POST',
      url: `/api/review/${blogId}/${questionId}`,
      headers: bearer(token),
      payload: { choiceIds },
    });
  const queue = async (token: string) =>
    (await t.app.inject({ url: '/api/review', headers: bearer(token) })).json();

  it('makes each missed question a card, due again the next day at the soonest', async () => {
    const token = await accountWith(t.app);
    const before = Date.now();
    await answer(
      ids.free,
      { [joins]: [choice('INNER JOIN')], [filters]: [choice('WHERE'), choice('HAVING')] },
      token,
    );
    const { cards, reviews_done } = await queue(token);
    expect(cards).toEqual([{ questionId: joins, blogId: ids.free, dueAt: expect.any(String) }]);
    expect(reviews_done).toBe(0);
    expect(Date.parse(cards[0].dueAt) - before).toBeGreaterThanOrEqual(DAY - 60_000);
    // Missed again in the article: the card keeps its place in the schedule.
    await answer(ids.free, { [joins]: [choice('CROSS JOIN')] }, token);
    expect((await queue(token)).cards).toEqual(cards);
    // Another reader has no cards of this one's.
    expect((await queue(await accountWith(t.app))).cards).toEqual([]);
  });

  it('spaces a card further when answered right, brings it back sooner when not, and counts both', async () => {
    const token = await accountWith(t.app);
    await answer(ids.free, { [joins]: [choice('INNER JOIN')] }, token);
    const first = Date.parse((await queue(token)).cards[0].dueAt);

    const right = await review(token, joins, [choice('LEFT JOIN')]);
    expect(right.statusCode).toBe(200);
    expect(right.json().result).toMatchObject({ questionId: joins, correct: true });
    const afterRight = Date.parse(right.json().dueAt);
    expect(afterRight - Date.now()).toBeGreaterThan(first - Date.now());

    const wrong = await review(token, joins, [choice('CROSS JOIN')]);
    expect(wrong.json().result.correct).toBe(false);
    expect(wrong.json().result.explanation).toContain('unmatched rows');
    expect(Date.parse(wrong.json().dueAt)).toBeLessThan(afterRight);
    expect((await queue(token)).reviews_done).toBe(2);
  });

  it('refuses a card that is not the reader’s, a wrong answer id, and premium after it lapsed', async () => {
    const token = await accountWith(t.app);
    expect((await review(token, joins, [choice('LEFT JOIN')])).statusCode).toBe(404);
    await answer(ids.free, { [joins]: [choice('INNER JOIN')] }, token);
    const bad = await review(token, joins, ['nope']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(CHECK_TEXT.answersInvalid);
    expect((await review(token, 'nope', [choice('LEFT JOIN')])).statusCode).toBe(404);
    expect((await review(token, joins, [choice('LEFT JOIN')], ids.premium)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/review' })).statusCode).toBe(401);
  });
});

describe('review reminders', () => {
  const DAY = 24 * 3600 * 1000;
  const mailsTo = (email: string) =>
    t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const setReminders = (token: string, enabled: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/review/reminders',
      headers: bearer(token),
      payload: { enabled },
    });

  it('are off unless asked; once asked, one e-mail a day when questions are due, with one-click unsubscribe', async () => {
    const { user, token } = await registerUser(t.app);
    await answer(ids.free, { [joins]: [choice('INNER JOIN')] }, token);
    const tomorrow = new Date(Date.now() + DAY + 3600 * 1000);
    await t.app.reviewReminders.send(tomorrow);
    expect(await mailsTo(user.email)).toEqual([]);

    expect(
      (await t.app.inject({ url: '/api/review/reminders', headers: bearer(token) })).json(),
    ).toEqual({
      enabled: false,
    });
    expect((await setReminders(token, true)).json()).toEqual({ enabled: true });
    // Nothing is due today: no mail.
    await t.app.reviewReminders.send(new Date());
    expect(await mailsTo(user.email)).toEqual([]);

    await t.app.reviewReminders.send(tomorrow);
    await t.app.reviewReminders.send(tomorrow);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(REMINDER_TEXT.subject(1));
    const headers = mails[0]?.headers ?? {};
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(mails[0]?.text).toContain(link);

    // The mail client's one-click POST, without a session.
    const url = new URL(link);
    const stop = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/review/reminders', headers: bearer(token) })).json(),
    ).toEqual({
      enabled: false,
    });
    await t.app.reviewReminders.send(new Date(tomorrow.getTime() + DAY));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("refuses a link that is not the reader's and a setting that is not true or false", async () => {
    const { user, token } = await registerUser(t.app);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/review/reminders/unsubscribe?user=${user.id}&token=forged`,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(REMINDER_TEXT.badLink);
    const page = await t.app.inject({
      url: `/api/review/reminders/unsubscribe?user=${user.id}&token=forged`,
    });
    expect(page.statusCode).toBe(403);
    const bad = await setReminders(token, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('enabled');
  });
});
