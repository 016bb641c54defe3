import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuery, runSetup, SHOWN_ROWS } from './run-sql';

/** A new database made by `setup`, as the worker makes one (PGlite takes seconds to start). */
async function databaseWith(setup: string) {
  const database = await PGlite.create();
  return { database, setupError: await runSetup(database, setup) };
}

// The same PGlite the reader's browser runs, here in Node.
describe("running a reader's SQL on the article's setup", () => {
  let database: PGlite;

  beforeAll(async () => {
    let setupError;
    ({ database, setupError } = await databaseWith(
      `CREATE TABLE customers (id integer PRIMARY KEY, name text NOT NULL, city text);
       INSERT INTO customers VALUES (1, 'Alice', 'London'), (2, 'Dan', NULL);`,
    ));
    expect(setupError).toBeNull();
  }, 60_000);

  afterAll(() => database.close());

  const count = async () =>
    (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM customers')).rows[0]?.n;

  it('answers rows as text with their columns, NULL apart', async () => {
    const { outcome, ended } = await runQuery(
      database,
      'SELECT id, name, city, true AS ok FROM customers ORDER BY id',
    );
    expect(ended).toBe(false);
    expect(outcome).toEqual({
      ok: true,
      results: [
        {
          command: 'SELECT',
          columns: ['id', 'name', 'city', 'ok'],
          rows: [
            ['1', 'Alice', 'London', 'true'],
            ['2', 'Dan', null, 'true'],
          ],
          rowCount: 2,
          affectedRows: 0,
        },
      ],
    });
  });

  it('starts every run from the setup: what a query changed is rolled back', async () => {
    const { outcome } = await runQuery(
      database,
      "INSERT INTO customers VALUES (3, 'Eve', 'Leeds'); SELECT 1; DELETE FROM customers WHERE id < 3",
    );
    expect(outcome.ok && outcome.results.map((r) => [r.command, r.affectedRows])).toEqual([
      ['INSERT', 1],
      ['SELECT', 0],
      ['DELETE', 2],
    ]);
    expect(await count()).toBe(2);
  });

  it("reports PostgreSQL's own error, with where it points, and rolls back", async () => {
    const { outcome, ended } = await runQuery(
      database,
      'DELETE FROM customers;\nSELECT nme FROM customers',
    );
    expect(ended).toBe(false);
    expect(outcome).toMatchObject({
      ok: false,
      error: { message: 'column "nme" does not exist', position: 31 },
    });
    expect(await count()).toBe(2);
  });

  it("tells when the reader's own COMMIT ended the run, so the database is made anew", async () => {
    const scratch = await databaseWith('CREATE TABLE t (a int)');
    const { ended } = await runQuery(scratch.database, 'INSERT INTO t VALUES (1); COMMIT');
    expect(ended).toBe(true);
    await scratch.database.close();
  }, 60_000);

  it(`keeps the first ${SHOWN_ROWS} rows of a long result and counts them all`, async () => {
    const { outcome } = await runQuery(database, 'SELECT g FROM generate_series(1, 1000) AS g');
    expect(outcome.ok && outcome.results[0]).toMatchObject({ rowCount: 1000 });
    expect(outcome.ok && outcome.results[0]?.rows).toHaveLength(SHOWN_ROWS);
  });

  it("says so when the article's setup fails", async () => {
    const scratch = await databaseWith('CREATE TABLE broken (');
    expect(scratch.setupError).toMatchObject({
      inSetup: true,
      message: expect.stringContaining('syntax error'),
    });
    await scratch.database.close();
  }, 60_000);
});
