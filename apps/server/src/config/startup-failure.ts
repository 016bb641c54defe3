import { EmbeddedDatabaseInUse, LOCK_STALE_MS } from '../db/embedded-lock';

/** What the server was started with, as far as a failure to start can be explained by it. */
export interface StartupSettings {
  PORT: number;
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

const codesOf = (error: unknown): string[] => {
  const codes: string[] = [];
  // Drivers wrap the system's error: the reason may sit a few causes down, or in a group.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause, errors } = current as {
      code?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') codes.push(code);
    if (Array.isArray(errors)) codes.push(...errors.flatMap(codesOf));
    current = cause;
  }
  return codes;
};

/** The database's address without its password, to print. */
function shownDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
/** PostgreSQL's answers meaning 'not with these credentials' and 'no such database'. */
const REFUSED_BY_DATABASE = new Set(['28P01', '28000', '3D000']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC']);

/** Where starting failed: opening the data (database, data directory), or taking the port. */
export type StartupStep = 'open' | 'listen';

/**
 * One line saying why the server could not start and what to change, for the failures a
 * person starting it meets (a port in use, a data directory it cannot write, a database it
 * cannot reach); null for anything else, which is reported in full.
 */
export function startupFailureMessage(
  error: unknown,
  step: StartupStep,
  settings: StartupSettings,
): string | null {
  const codes = codesOf(error);
  const first = (set: Set<string>) => codes.find((code) => set.has(code));
  if (step === 'listen') {
    if (codes.includes('EADDRINUSE'))
      return `Port ${settings.PORT} is in use. Choose another: PORT=${settings.PORT + 1} npm start`;
    if (codes.includes('EACCES'))
      return `Port ${settings.PORT} needs privileges this process lacks. Choose another: PORT=3000 npm start`;
    return null;
  }
  if (error instanceof EmbeddedDatabaseInUse)
    return `The embedded database in ${settings.DATA_DIR} is open in another process: a server already runs on it (one that crashed frees it within ${LOCK_STALE_MS / 1000} s). Stop that one, or choose another: DATA_DIR=/path/to/data npm start`;
  const unreachable = settings.DATABASE_URL && (first(UNREACHABLE) ?? first(REFUSED_BY_DATABASE));
  if (settings.DATABASE_URL && unreachable)
    return `The database at ${shownDatabase(settings.DATABASE_URL)} cannot be reached (${unreachable}). Check DATABASE_URL, or leave it unset to use the embedded database.`;
  const unwritable = first(NOT_WRITABLE);
  if (unwritable)
    return `The data directory ${settings.DATA_DIR} cannot be written (${unwritable}). Choose another: DATA_DIR=/path/to/data npm start`;
  return null;
}
