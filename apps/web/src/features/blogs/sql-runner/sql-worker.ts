/**
 * PostgreSQL in the reader's browser (PGlite), off the page's main thread. One database per
 * article setup: made on the first run, the setup run once, then each query rolled back
 * (run-sql.ts). Nothing leaves the browser.
 */
import { PGlite } from '@electric-sql/pglite';
import { runQuery, runSetup, type SqlError } from './run-sql';
import type { SqlReply, SqlRequest } from './sql-messages';

interface Prepared {
  setup: string;
  ready: Promise<{ database: PGlite; setupError: SqlError | null }>;
}

let prepared: Prepared | null = null;

function prepare(setup: string): Prepared {
  if (prepared?.setup === setup) return prepared;
  void prepared?.ready.then(
    ({ database }) => database.close(),
    () => undefined,
  );
  const ready = PGlite.create().then(async (database) => ({
    database,
    setupError: await runSetup(database, setup),
  }));
  prepared = { setup, ready };
  return prepared;
}

async function answer({ id, setup, query }: SqlRequest): Promise<SqlReply> {
  const current = prepare(setup);
  let ready: Awaited<Prepared['ready']>;
  try {
    ready = await current.ready;
  } catch {
    // The engine's files could not be fetched (offline on a first run): try again next time.
    prepared = null;
    return { id, kind: 'unavailable' };
  }
  if (ready.setupError)
    return { id, kind: 'done', outcome: { ok: false, error: ready.setupError } };
  postMessage({ id, kind: 'started' } satisfies SqlReply);
  const { outcome, ended } = await runQuery(ready.database, query);
  if (ended && prepared === current) {
    prepared = null;
    void ready.database.close();
  }
  return { id, kind: 'done', outcome };
}

// One request at a time, in order: the page sends the next only after an answer.
let queue = Promise.resolve();
addEventListener('message', (event: MessageEvent<SqlRequest>) => {
  queue = queue.then(async () => postMessage(await answer(event.data)));
});
