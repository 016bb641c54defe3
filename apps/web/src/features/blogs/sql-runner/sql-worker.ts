/**
 * PostgreSQL in the reader's browser (PGlite), off the page's main thread. One database per
 * article setup: made on the first run, the setup run once, then each query rolled back
 * (run-sql.ts). Nothing leaves the browser.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { runQuery, runSetup, type SqlError } from './run-sql';
import { SQL_ENGINE_FILES } from '../../../lib/offline/sql-engine';
import type { SqlReply, SqlRequest } from './sql-messages';

interface Prepared {
  setup: string;
  ready: Promise<{ database: PGlite; setupError: SqlError | null }>;
}

let prepared: Prepared | null = null;

/** A file's bytes, counting each piece as it arrives. */
async function download(url: string, onBytes: (bytes: number) => void): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const pieces: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
    pieces.push(piece.value);
    onBytes(piece.value.length);
  }
  const file = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    file.set(piece, offset);
    offset += piece.length;
  }
  return file;
}

/**
 * PGlite's files, fetched here rather than by PGlite so that the page can show how far the
 * download is (PGlite's documented options take the compiled modules and the data bundle).
 * Once the service worker keeps them they come from its cache, online or not.
 */
let engine: Promise<PGliteOptions> | null = null;
function loadEngine(onProgress: (received: number) => void) {
  let received = 0;
  const count = (bytes: number) => onProgress((received += bytes));
  if (engine) return engine;
  engine = Promise.all(SQL_ENGINE_FILES.map(({ url }) => download(url, count))).then(
    async ([pgliteWasm, initdbWasm, data]) => ({
      pgliteWasmModule: await WebAssembly.compile(pgliteWasm as BufferSource),
      initdbWasmModule: await WebAssembly.compile(initdbWasm as BufferSource),
      fsBundle: new Blob([data as BlobPart]),
    }),
  );
  const loading = engine;
  // The next run downloads again.
  loading.catch(() => {
    if (engine === loading) engine = null;
  });
  return loading;
}

function prepare(setup: string, onProgress: (received: number) => void): Prepared {
  if (prepared?.setup === setup) return prepared;
  void prepared?.ready.then(
    ({ database }) => database.close(),
    () => undefined,
  );
  const ready = loadEngine(onProgress)
    .then((files) => PGlite.create(files))
    .then(async (database) => ({
      database,
      setupError: await runSetup(database, setup),
    }));
  prepared = { setup, ready };
  return prepared;
}

async function answer({ id, setup, query }: SqlRequest): Promise<SqlReply> {
  const current = prepare(setup, (received) =>
    postMessage({ id, kind: 'progress', received } satisfies SqlReply),
  );
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
