import type { SqlOutcome } from './run-sql';
import type { SqlReply, SqlRequest } from './sql-messages';

/** A query still running after this long is stopped: PGlite cannot cancel one, so its worker goes. */
export const QUERY_TIME_LIMIT_MS = 10_000;

export type SqlAnswer =
  SqlOutcome | { ok: false; stopped: true } | { ok: false; unavailable: true };

let worker: Worker | null = null;
let nextId = 1;

function sqlWorker(): Worker {
  worker ??= new Worker(new URL('./sql-worker.ts', import.meta.url), {
    type: 'module',
    name: 'codegrow-sql',
  });
  return worker;
}

/** What a run tells its caller on the way: the engine's download, then the query's start. */
export interface RunEvents {
  /** Uncompressed bytes of the engine received so far (its first run only). */
  onProgress: (received: number) => void;
  onStarted: () => void;
}

/** Runs `query` after `setup` in the page's PostgreSQL worker. */
export function runSql(setup: string, query: string, events: RunEvents): Promise<SqlAnswer> {
  const target = sqlWorker();
  const id = nextId++;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (answer: SqlAnswer) => {
      clearTimeout(timer);
      target.removeEventListener('message', onReply);
      target.removeEventListener('error', onFailure);
      resolve(answer);
    };
    const stop = (answer: SqlAnswer) => {
      target.terminate();
      if (worker === target) worker = null;
      finish(answer);
    };
    // The worker's own script could not load (offline before the first run).
    const onFailure = () => stop({ ok: false, unavailable: true });
    const onReply = ({ data }: MessageEvent<SqlReply>) => {
      if (data.id !== id) return;
      if (data.kind === 'unavailable') return finish({ ok: false, unavailable: true });
      if (data.kind === 'done') return finish(data.outcome);
      if (data.kind === 'progress') return events.onProgress(data.received);
      events.onStarted();
      timer = setTimeout(() => stop({ ok: false, stopped: true }), QUERY_TIME_LIMIT_MS);
    };
    target.addEventListener('message', onReply);
    target.addEventListener('error', onFailure);
    target.postMessage({ id, setup, query } satisfies SqlRequest);
  });
}
