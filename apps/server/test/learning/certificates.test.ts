import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_TEXT } from '@codegrow/shared/constants/learning';
import { textId } from '@codegrow/shared/content/quiz-block';
import { categories } from '../../src/db/schema/index';
import {
  accountWith,
  bearer,
  buildTestApp,
  insertArticle,
  registerUser,
  type TestApp,
} from '../helper';

let t: TestApp;
let admin = '';
let slug = '';
const ids = { quizzed: 0, plain: 0, draft: 0 };
const QUESTION = 'Which join keeps every row of the left table?';
const QUIZ = [
  '```quiz',
  `? ${QUESTION}`,
  '- INNER JOIN',
  '+ LEFT JOIN',
  '  > It keeps them.',
  '```',
];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(categories).values({ name: 'Databases', slug: 'databases' });
  ids.quizzed = await insertArticle(t.app, 'Joins', {
    content: ['## Joins', '', 'Text.', '', ...QUIZ].join('\n'),
  });
  ids.plain = await insertArticle(t.app, 'Indexes', { content: '## Indexes\n\nText.' });
  ids.draft = await insertArticle(t.app, 'Views', { content: 'Soon.', isPublished: false });
  admin = await accountWith(t.app, { role: 'admin' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/paths',
    headers: bearer(admin),
    payload: {
      title: 'SQL basics',
      level: 'beginner',
      blogIds: [ids.quizzed, ids.plain, ids.draft],
    },
  });
  slug = created.json().slug;
});
afterAll(() => t.close());

const claim = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/paths/${slug}/certificate`, headers: bearer(token) });
const read = (token: string, id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/progress/${id}`,
    headers: bearer(token),
    payload: { read: true },
  });

describe('a certificate for a completed path', () => {
  it('is refused until every published step is read and its checks passed, then issued once', async () => {
    const { user, token } = await registerUser(t.app);
    const refused = await claim(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CERTIFICATE_TEXT.notComplete(2));

    await read(token, ids.quizzed);
    await read(token, ids.plain);
    // Read, but the questions of the first step are not answered: not finished.
    expect((await claim(token)).json().message).toBe(CERTIFICATE_TEXT.notComplete(1));
    const answer = (choice: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/blogs/${ids.quizzed}/checks`,
        headers: bearer(token),
        payload: { answers: { [textId(QUESTION)]: [textId(choice)] } },
      });
    // Answered wrong: the check is not passed, so neither is the path.
    await answer('INNER JOIN');
    expect((await claim(token)).json().message).toBe(CERTIFICATE_TEXT.notComplete(1));
    await answer('LEFT JOIN');

    const issued = await claim(token);
    expect(issued.statusCode).toBe(201);
    const { certificate } = issued.json();
    expect(certificate).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      name: user.name,
      path_title: 'SQL basics',
      path_slug: slug,
      issued_at: expect.any(String),
    });
    expect((await claim(token)).json().certificate.id).toBe(certificate.id);

    // Anyone with the id may see it; the path's later edits do not change it.
    const { path } = (await t.app.inject({ url: `/api/paths/${slug}` })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/paths/${path.id}`,
      headers: bearer(admin),
      payload: {
        title: 'SQL basics, revised',
        level: 'beginner',
        blogIds: [ids.plain, ids.quizzed],
      },
    });
    expect(edited.statusCode).toBe(200);
    const shown = await t.app.inject({ url: `/api/certificates/${certificate.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().certificate).toEqual(certificate);
  });

  it('answers 404 for an unknown certificate, 400 for a malformed id, 401 to claim without a session', async () => {
    expect((await t.app.inject({ url: '/api/certificates/AAAAAAAAAAAA' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/certificates/%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/paths/${slug}/certificate` })).statusCode,
    ).toBe(401);
  });
});
