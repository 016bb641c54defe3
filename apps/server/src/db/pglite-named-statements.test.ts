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

  it('prepares a statement once, however often it runs', async () => {
    const text = 'SELECT title FROM notes WHERE id = $1';
    for (const id of [1, 2, 1, 2, 1, 2, 1]) await db.query(text, [id]);
    const runs = await db.query<{ runs: number }>(
      'SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    expect(runs.rows).toEqual([{ runs: 7 }]);
  });

  it('prepares again a statement whose table has changed', async () => {
    const text = 'SELECT * FROM notes WHERE id = $1';
    expect(Object.keys((await db.query(text, [1])).rows[0] ?? {})).not.toContain('pinned');
    await db.exec('ALTER TABLE notes ADD COLUMN pinned boolean NOT NULL DEFAULT false');
    const { rows } = await db.query<{ id: number; pinned: boolean }>(text, [1]);
    expect(rows).toEqual([expect.objectContaining({ id: 1, pinned: false })]);
  });

  it('leaves statements that describe their rows only when run to PGlite', async () => {
    await db.query('SET search_path TO public');
    expect((await db.query<{ search_path: string }>('SHOW search_path')).rows).toEqual([
      { search_path: 'public' },
    ]);
    const named = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement ~* '^(SET|SHOW)'",
    );
    expect(named.rows).toEqual([{ n: 0 }]);
  });

  it('keeps at most 200 statements prepared, closing the least recently used', async () => {
    const kept = 'SELECT $1::int AS kept';
    for (let n = 0; n < 250; n++) {
      const { rows } = await db.query<{ n: number }>(`SELECT $1::int + ${n} AS n`, [1]);
      expect(rows).toEqual([{ n: n + 1 }]);
      // Used all along, it stays prepared while older ones are closed.
      await db.query(kept, [n]);
    }
    expect(await preparedCount()).toBe(200);
    const stillKept = await db.query<{ runs: number }>(
      'SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement = $1',
      [kept],
    );
    expect(stillKept.rows).toEqual([{ runs: 250 }]);
    // The first of them was closed: asked again, it is prepared anew and still answers.
    expect((await db.query<{ n: number }>('SELECT $1::int + 0 AS n', [5])).rows).toEqual([
      { n: 5 },
    ]);
  });
});
