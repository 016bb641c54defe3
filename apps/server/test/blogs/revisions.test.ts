import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVISION_MESSAGES } from '@codegrow/shared/constants/content-messages';
import {
  accountWith,
  bearer,
  buildTestApp,
  createCategory,
  registerUser,
  writeArticle,
  type TestApp,
} from '../helper';

let t: TestApp;
let admin = '';
let reader = '';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await accountWith(t.app, { role: 'admin' });
  reader = (await registerUser(t.app)).token;
  await createCategory(t.app, admin);
});
afterAll(() => t.close());

const ARTICLE = {
  title: 'Indexes in depth',
  category: 'databases',
  content: 'Intro.\n\nA B-tree keeps keys in order.\n\nThe end.',
  tags: 'sql',
};

const write = (fields: Record<string, string>, id?: number) =>
  writeArticle(t.app, admin, { ...ARTICLE, ...fields }, id);

/** A form's text arrives with CRLF line breaks, as a browser sends it. */
const lf = (text: string) => text.replace(/\r\n/g, '\n');

interface Listed {
  id: number;
  created_at: string;
  summary: string;
  author_name: string;
  title: string;
}

async function history(id: number, token = admin) {
  return t.app.inject({ url: `/api/blogs/${id}/revisions`, headers: bearer(token) });
}
const revisionsOf = async (id: number): Promise<Listed[]> => (await history(id)).json().revisions;
/** The ids of an article's revisions, newest first. */
const revisionIds = async (id: number): Promise<number[]> =>
  (await revisionsOf(id)).map((revision) => revision.id);

const restore = (id: number, revisionId: number, currentRevisionId: unknown, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/blogs/${id}/revisions/${revisionId}/restore`,
    payload: { currentRevisionId },
    headers: bearer(token),
  });

const readerSees = async (id: number) =>
  (await t.app.inject({ url: `/api/blogs/${id}`, headers: bearer(reader) })).json().blog;

describe('an article’s revisions', () => {
  it('keeps a revision for each change of title, text or tags, with who and what changed', async () => {
    const id = (await write({})).json().blog.id as number;
    expect(await revisionsOf(id)).toMatchObject([{ summary: REVISION_MESSAGES.firstVersion }]);

    await write({ content: `${ARTICLE.content}\n\nA new paragraph.` }, id);
    await write({ title: 'Indexes, in depth', changeSummary: 'Clearer title' }, id);
    // Neither premium nor the excerpt is kept in a revision: no new one.
    await write({ title: 'Indexes, in depth', excerpt: 'Short.', isPremium: 'true' }, id);
    const revisions = await revisionsOf(id);
    expect(revisions.map((revision) => revision.summary)).toEqual([
      'Clearer title',
      'Changed the text (+2 −0 lines)',
      REVISION_MESSAGES.firstVersion,
    ]);
    expect(revisions[0]).toMatchObject({
      title: 'Indexes, in depth',
      author_name: expect.any(String),
    });

    const whole = await t.app.inject({
      url: `/api/blogs/${id}/revisions/${revisions[2]?.id}`,
      headers: bearer(admin),
    });
    expect(whole.json().revision).toMatchObject({ title: ARTICLE.title, tags: 'sql' });
    expect(lf(whole.json().revision.content)).toBe(ARTICLE.content);
  });

  it('restores a version as a new revision, which can itself be undone', async () => {
    const id = (await write({})).json().blog.id as number;
    await write({ content: 'Rewritten from scratch, entirely.' }, id);
    const [current = 0, first = 0] = await revisionIds(id);

    const restored = await restore(id, first, current);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe(REVISION_MESSAGES.restored);
    expect(lf(restored.json().blog.content)).toBe(ARTICLE.content);
    expect((await readerSees(id)).content_html).toContain('A B-tree keeps keys in order.');
    const afterRestore = await revisionsOf(id);
    expect(afterRestore).toHaveLength(3);
    expect(afterRestore[0]?.summary).toMatch(
      /^Restored the version of \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );

    // Undone: the version the restore replaced is still there, and comes back.
    const [restoredId = 0] = await revisionIds(id);
    const undone = await restore(id, current, restoredId);
    expect(lf(undone.json().blog.content)).toBe('Rewritten from scratch, entirely.');
  });

  it('restores without a body over whatever is current, the replaced version kept', async () => {
    const id = (await write({})).json().blog.id as number;
    await write({ content: 'A second version, written later.\n\nWith more.' }, id);
    const [replaced = 0, first = 0] = await revisionIds(id);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/blogs/${id}/revisions/${first}/restore`,
      headers: bearer(admin),
    });
    expect(restored.statusCode).toBe(200);
    expect(lf(restored.json().blog.content)).toBe(ARTICLE.content);
    expect(await revisionIds(id)).toContain(replaced);
  });

  it('refuses a restore from a page opened before the last save', async () => {
    const id = (await write({})).json().blog.id as number;
    await write({ content: 'Second version of the text.' }, id);
    const [seen = 0, first = 0] = await revisionIds(id);
    // Someone else saves meanwhile.
    await write({ content: 'Third version of the text.' }, id);

    const stale = await restore(id, first, seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(REVISION_MESSAGES.stale);
    expect(stale.json().errors).toEqual([
      { field: 'currentRevisionId', msg: REVISION_MESSAGES.stale },
    ]);
    expect(lf((await readerSees(id)).content)).toBe('Third version of the text.');
    expect(await revisionsOf(id)).toHaveLength(3);

    const [current = 0] = await revisionIds(id);
    const same = await restore(id, current, current);
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].field).toBe('revisionId');
  });

  it('refuses a save from an editor opened before another admin’s save, and keeps both', async () => {
    const opened = (await write({})).json().blog as { id: number; updated_at: string };
    const { id } = opened;
    const theirs = await write({ content: `${ARTICLE.content}\n\nTheir paragraph.` }, id);
    expect(theirs.statusCode).toBe(200);

    const mine = await write(
      { content: `${ARTICLE.content}\n\nMy paragraph.`, loadedUpdatedAt: opened.updated_at },
      id,
    );
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({
      message: REVISION_MESSAGES.savedMeanwhile,
      errors: [{ field: 'loadedUpdatedAt' }],
    });
    expect(lf((await readerSees(id)).content)).toContain('Their paragraph.');

    // From the version now stored, or knowingly without one, the save goes through.
    const current = (theirs.json().blog as { updated_at: string }).updated_at;
    const fresh = await write(
      { content: `${ARTICLE.content}\n\nMy paragraph.`, loadedUpdatedAt: current },
      id,
    );
    expect(fresh.statusCode).toBe(200);
    expect(lf((await readerSees(id)).content)).toContain('My paragraph.');
    expect((await revisionsOf(id)).length).toBe(3);
    expect((await write({ title: 'Mine anyway' }, id)).statusCode).toBe(200);
    const malformed = await write({ loadedUpdatedAt: 'yesterday' }, id);
    expect(malformed.json().errors[0].field).toBe('loadedUpdatedAt');
  });

  it('is for admins, and names what is wrong in a request', async () => {
    const id = (await write({})).json().blog.id as number;
    const [only = 0] = await revisionIds(id);
    expect((await history(id, reader)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/blogs/${id}/revisions` })).statusCode).toBe(401);
    expect((await restore(id, only, only, reader)).statusCode).toBe(403);

    const malformed = await restore(id, only, 'the latest');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('currentRevisionId');

    // A revision of another article is not this one's.
    const other = (await write({ title: 'Another article' })).json().blog.id as number;
    const [theirs = 0] = await revisionIds(other);
    expect((await restore(id, theirs, only)).statusCode).toBe(404);
    const asked = await t.app.inject({
      url: `/api/blogs/${id}/revisions/${theirs}`,
      headers: bearer(admin),
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().message).toBe(REVISION_MESSAGES.notFound);
  });

  it('keeps the version an older article had before its first edit', async () => {
    const id = (await write({})).json().blog.id as number;
    // An article from before histories were kept has none.
    await t.app.db.execute(`DELETE FROM blog_revisions WHERE blog_id = ${id}`);
    await write({ content: 'Edited at last, after years.' }, id);
    const revisions = await revisionsOf(id);
    expect(revisions.map((revision) => revision.summary)).toEqual([
      'Changed the text (+1 −5 lines)',
      REVISION_MESSAGES.earliestKept,
    ]);
  });
});

describe('what readers are told of an article’s upkeep', () => {
  it('shows Reviewed on, Tested with and the changes made since publication', async () => {
    const id = (
      await write({ reviewedOn: '2026-11-01', testedWith: 'Node 22, PostgreSQL 17' })
    ).json().blog.id as number;
    expect(await readerSees(id)).toMatchObject({
      reviewed_on: '2026-11-01',
      tested_with: 'Node 22, PostgreSQL 17',
      changes: [],
    });
    await write({ tags: 'sql, btree', changeSummary: 'Tagged B-trees' }, id);
    const seen = await readerSees(id);
    expect(seen.changes).toEqual([{ created_at: expect.any(String), summary: 'Tagged B-trees' }]);
    // Lists carry no changes.
    const listed = await t.app.inject({ url: '/api/blogs?limit=50' });
    const inList = listed.json().blogs.find((blog: { id: number }) => blog.id === id);
    expect(inList).toMatchObject({ reviewed_on: null, tested_with: null });
    expect(inList.changes).toBeUndefined();
  });

  it('marks an article neither reviewed nor published for a year', async () => {
    const id = (await write({ reviewedOn: '2024-01-15' })).json().blog.id as number;
    expect((await readerSees(id)).review_due).toBe(true);
    await write({ reviewedOn: new Date().toISOString().slice(0, 10) }, id);
    expect((await readerSees(id)).review_due).toBe(false);
  });

  it('refuses a review day in the future and an overlong Tested with, naming them', async () => {
    const future = await write({ reviewedOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0]).toEqual({
      field: 'reviewedOn',
      msg: REVISION_MESSAGES.reviewedOnInvalid,
    });
    const long = await write({ testedWith: 'x'.repeat(121) });
    expect(long.json().errors[0].field).toBe('testedWith');
    const summary = await write({ changeSummary: 'x'.repeat(201) });
    expect(summary.json().errors[0].field).toBe('changeSummary');
  });
});
