import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWithNamedStatements } from './pglite-named-statements';

let db: PgliteWithNamedStatements;

beforeAll(async () => {
  db = new PgliteWithNamedStatements();
  await db.exec(`
    CREATE TABLE notes (id serial PRIMARY KEY, title text UNIQUE NOT NULL,
      tags text[] NOT NULL DEFAULT '{}', written timestamptz NOT NULL DEFAULT now());
    INSERT INTO notes (title, tags) VALUES ('first', '{a,b}'), ('second', '{c}');`);
}, 30_000);

afterAll(() => db?.close());

const preparedCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]
    ?.n;

describe('PGlite with named statements', () => {
  it('answers the same statement with each call’s values, typed as PGlite types them', async () => {
    const text = 'SELECT id, tags, written FROM notes WHERE title = $1';
    const first = await db.query<{ id: number; tags: string[]; written: Date }>(text, ['first']);
    const second = await db.query<{ id: number; tags: string[] }>(text, ['second']);
    expect(first.rows).toEqual([{ id: 1, tags: ['a', 'b'], written: expect.any(Date) }]);
    expect(second.rows).toEqual([{ id: 2, tags: ['c'], written: expect.any(Date) }]);
    const asArrays = await db.query(text, ['second'], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[2, ['c'], expect.any(Date)]]);
  });

  it('reports a failed statement with its code, and runs it again afterwards', async () => {
    const insert = 'INSERT INTO notes (title, tags) VALUES ($1, $2)';
    await expect(db.query(insert, ['first', ['x']])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    const added = await db.query(insert, ['third', ['x', 'y']]);
    expect(added.affectedRows).toBe(1);
    const read = await db.query<{ tags: string[] }>('SELECT tags FROM notes WHERE title = $1', [
      'third',
    ]);
    expect(read.rows).toEqual([{ tags: ['x', 'y'] }]);
  });

  it('rejects a statement that does not parse, and keeps working', async () => {
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps at most 200 statements prepared, closing the least recently used', async () => {
    for (let n = 0; n < 250; n++) {
      const { rows } = await db.query<{ n: number }>(`SELECT $1::int + ${n} AS n`, [1]);
      expect(rows).toEqual([{ n: n + 1 }]);
    }
    expect(await preparedCount()).toBe(200);
    // The first of them was closed: asked again, it is prepared anew and still answers.
    expect((await db.query<{ n: number }>('SELECT $1::int + 0 AS n', [5])).rows).toEqual([
      { n: 5 },
    ]);
  });
});
