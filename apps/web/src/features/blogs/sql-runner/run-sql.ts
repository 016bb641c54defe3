import type { PGlite, Results } from '@electric-sql/pglite';

/** Rows shown of one statement's result; the count says how many there were. */
export const SHOWN_ROWS = 200;

/** One statement's result, every value as text (as psql prints it); `null` is SQL's NULL. */
export interface StatementResult {
  command: string;
  columns: string[];
  rows: (string | null)[][];
  rowCount: number;
  affectedRows: number;
}

export interface SqlError {
  message: string;
  detail?: string;
  hint?: string;
  /** 1-based character of the query the error points at, as PostgreSQL reports it. */
  position?: number;
  /** The article's setup failed, not the reader's query. */
  inSetup?: boolean;
}

export type SqlOutcome = { ok: true; results: StatementResult[] } | { ok: false; error: SqlError };

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) {
    return `\\x${Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function statementResult(result: Results, affectedRows: number): StatementResult {
  const columns = result.fields.map((field) => field.name);
  const rows = (result.rows as Record<string, unknown>[])
    .slice(0, SHOWN_ROWS)
    .map((row) => columns.map((column) => asText(row[column])));
  return {
    command: result.command ?? '',
    columns,
    rows,
    rowCount: result.rows.length,
    affectedRows,
  };
}

/**
 * Each statement's results. PGlite's exec() counts affected rows cumulatively over the
 * statements of one query (INSERT 1 row then DELETE 1 row reads 1, 2): each statement's own
 * count is the difference (run-sql.test.ts pins it, should PGlite change).
 */
function statementResults(results: Results[]): StatementResult[] {
  let before = 0;
  return results.map((result) => {
    const total = result.affectedRows ?? 0;
    const own = result.fields.length > 0 ? 0 : Math.max(total - before, 0);
    before = total;
    return statementResult(result, own);
  });
}

function sqlError(error: unknown, inSetup = false): SqlError {
  if (!(error instanceof Error)) return { message: String(error), inSetup };
  const { detail, hint, position } = error as Error & Record<string, unknown>;
  return {
    message: error.message,
    inSetup,
    ...(typeof detail === 'string' && { detail }),
    ...(typeof hint === 'string' && { hint }),
    ...(position !== undefined && { position: Number(position) }),
  };
}

/** The article's setup, run once on a new database; its failure is the author's to fix. */
export async function runSetup(database: PGlite, setup: string): Promise<SqlError | null> {
  if (!setup.trim()) return null;
  try {
    await database.exec(setup);
    return null;
  } catch (error) {
    return sqlError(error, true);
  }
}

// Set for the run's transaction only: gone if the reader's own SQL ended that transaction.
const RUN_MARK = 'codegrow.run';

/**
 * Runs the reader's SQL inside a transaction that is rolled back, so every run starts from the
 * article's setup whatever the query changed. `ended` tells that the reader's SQL itself
 * committed or rolled back (its changes may be kept): the database must be made anew.
 */
export async function runQuery(
  database: PGlite,
  query: string,
): Promise<{ outcome: SqlOutcome; ended: boolean }> {
  await database.exec(`BEGIN; SET LOCAL ${RUN_MARK} = 'on'`);
  let outcome: SqlOutcome;
  try {
    outcome = { ok: true, results: statementResults(await database.exec(query)) };
  } catch (error) {
    outcome = { ok: false, error: sqlError(error) };
  }
  const ended = !(await stillInRun(database));
  await database.exec('ROLLBACK');
  return { outcome, ended };
}

async function stillInRun(database: PGlite): Promise<boolean> {
  try {
    const { rows } = await database.query<{ mark: string | null }>(
      `SELECT current_setting('${RUN_MARK}', true) AS mark`,
    );
    return rows[0]?.mark === 'on';
  } catch {
    // 'current transaction is aborted': the reader's SQL failed inside the run's transaction.
    return true;
  }
}
