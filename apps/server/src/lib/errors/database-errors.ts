import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { AppError, type FailureKind, unavailable } from './app-error';

/** What PostgreSQL (and PGlite) put on an error, as far as a response may use it. */
interface DatabaseFailure {
  code: string;
  column?: string;
  detail?: string;
}

const REFUSED_VALUE = { kind: 'invalid-input', message: API_ERROR_MESSAGES.invalidValue } as const;
const CONFLICT = { kind: 'conflict', message: API_ERROR_MESSAGES.conflictingValue } as const;

/**
 * SQLSTATEs that mean the input, not the server, was wrong. Validation at the
 * edge should stop all of them first; this is the net under it.
 */
const CALLER_MISTAKES: Record<string, { kind: FailureKind; message: string }> = {
  '22001': REFUSED_VALUE, // string_data_right_truncation
  '22003': REFUSED_VALUE, // numeric_value_out_of_range
  '22007': REFUSED_VALUE, // invalid_datetime_format
  '22008': REFUSED_VALUE, // datetime_field_overflow
  '22021': REFUSED_VALUE, // character_not_in_repertoire (a NUL in text)
  '22P02': REFUSED_VALUE, // invalid_text_representation
  '22P05': REFUSED_VALUE, // untranslatable_character (a NUL in JSON)
  '23502': REFUSED_VALUE, // not_null_violation
  '23514': REFUSED_VALUE, // check_violation
  '23503': CONFLICT, // foreign_key_violation
  '23505': CONFLICT, // unique_violation
};

function isDatabaseFailure(value: unknown): value is DatabaseFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((value as { code: string }).code)
  );
}

/** Drizzle wraps the driver's error: what matters sits somewhere down the cause chain. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5;) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const databaseFailure = (error: unknown) => causeChain(error).find(isDatabaseFailure) ?? null;

/**
 * A connection that is gone or cannot be had: SQLSTATE class 08 (connection exception), the
 * server shutting down, restarting or full (57P01-57P03, 53300), the socket's own errors,
 * and node-postgres's words for a connection that ended or never came.
 */
const LOST_CONNECTION_STATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
const LOST_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CONNECTION_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed/i;

function isLostConnection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (LOST_CONNECTION_STATES.test(code) || LOST_CONNECTION_CODES.has(code))
  )
    return true;
  return typeof message === 'string' && LOST_CONNECTION_WORDS.test(message);
}

/** Long enough for a restart or a failover; the pool opens new connections by itself. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The column a constraint complained about: named by the error, or in `Key (column)=…`. */
function columnOf(failure: DatabaseFailure): string | undefined {
  return failure.column ?? /^Key \(([\w, ]+)\)/.exec(failure.detail ?? '')?.[1];
}

/**
 * A database error as an answer: a 4xx naming the column when the request caused it and the
 * database says which (never the value), a 503 with Retry-After when the database cannot be
 * reached, or null for a real server failure.
 */
export function fromDatabaseError(error: unknown): AppError | null {
  if (causeChain(error).some(isLostConnection))
    return unavailable(API_ERROR_MESSAGES.databaseUnavailable, DATABASE_RETRY_AFTER_SECONDS);
  const failure = databaseFailure(error);
  const mistake = failure && CALLER_MISTAKES[failure.code];
  if (!failure || !mistake) return null;
  const field = columnOf(failure);
  return new AppError(
    mistake.kind,
    mistake.message,
    field ? [{ field, msg: mistake.message }] : undefined,
  );
}
