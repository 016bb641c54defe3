import type { ZodType } from 'zod';
import type { FieldError } from '@codegrow/shared/schemas/common';

/**
 * What went wrong, in the domain's words. Services and repositories say which of these
 * happened; only the error handler knows the HTTP status each one answers with.
 */
export type FailureKind =
  | 'invalid-input'
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'too-many'
  | 'unavailable';

/**
 * The one error type the app throws: its kind, the message the caller reads, the fields it
 * is about, and when to try again (for `too-many` and `unavailable`).
 */
export class AppError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly errors?: FieldError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const about = (field: string, message: string): FieldError[] => [{ field, msg: message }];

/** Refused input always names the field it is about (the whole `body` when no single one). */
export const invalidInput = (message: string, field: string) =>
  new AppError('invalid-input', message, about(field, message));
export const notSignedIn = (message: string) => new AppError('not-signed-in', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not-found', message);
export const conflict = (message: string, field?: string) =>
  new AppError('conflict', message, field ? about(field, message) : undefined);
export const tooLarge = (message: string, field: string) =>
  new AppError('too-large', message, about(field, message));
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError('too-many', message, undefined, retryAfterSeconds);
export const unavailable = (message: string, retryAfterSeconds: number) =>
  new AppError('unavailable', message, undefined, retryAfterSeconds);

/**
 * `value` checked by `schema`, for input a route cannot hand to Fastify's validation (a
 * multipart form's fields, a body that may be one of two kinds): refused as Fastify would
 * refuse it, every failing field named.
 */
export function checkedInput<T>(schema: ZodType<T>, value: unknown, fallback: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    msg: issue.message,
  }));
  throw new AppError('invalid-input', errors[0]?.msg ?? fallback, errors);
}
