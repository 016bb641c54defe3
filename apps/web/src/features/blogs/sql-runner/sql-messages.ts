import type { SqlOutcome } from './run-sql';

/** What the page asks the SQL worker: run `query` on a database made by `setup`. */
export interface SqlRequest {
  id: number;
  setup: string;
  query: string;
}

/**
 * The worker's answers: `progress` while the engine downloads (uncompressed bytes received so
 * far), `started` once the database is ready and the query runs (the time limit counts from
 * there, not from the engine's download), then `done`; or `unavailable` when the engine could
 * not be loaded.
 */
export type SqlReply =
  | { id: number; kind: 'progress'; received: number }
  | { id: number; kind: 'started' }
  | { id: number; kind: 'done'; outcome: SqlOutcome }
  | { id: number; kind: 'unavailable' };
