import { ApiError } from './api-client';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The `msg` of each entry in a server answer's `errors` list, or null when it has none. */
function listedErrors(data: unknown): string[] | null {
  if (!isRecord(data) || !Array.isArray(data.errors)) return null;
  const messages = data.errors.flatMap((item: unknown) => {
    const msg = isRecord(item) ? nonEmptyString(item.msg) : null;
    return msg ? [msg] : [];
  });
  return messages.length > 0 ? messages : null;
}

/**
 * docs/product.md §8's failure order for a submitted form (payment, create blog, edit blog):
 * for input the server refused as invalid (400), its errors list (`validationPrefix`,
 * 'Validation errors: ' in English, and each msg joined with ', '); else the server's message
 * (a conflict such as an ID already submitted reads as its one sentence); else the error's own
 * message; else `fallback`.
 *
 * Takes any thrown value: an ApiError carries the server's body in `data`.
 */
export function apiErrorMessage(
  error: unknown,
  fallback: string,
  validationPrefix: string,
): string {
  const data = isRecord(error) ? error.data : undefined;
  const listed = isRecord(error) && error.status === 400 ? listedErrors(data) : null;
  if (listed) return validationPrefix + listed.join(', ');
  const serverMessage = isRecord(data) ? nonEmptyString(data.message) : null;
  if (serverMessage) return serverMessage;
  const ownMessage = error instanceof Error ? nonEmptyString(error.message) : null;
  return ownMessage ?? fallback;
}

/**
 * What the server said about a refused request (its first field error, else its
 * message), or `fallback` when no answer came back (a network failure or a bug).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  return error.fieldErrors[0]?.msg ?? nonEmptyString(error.message) ?? fallback;
}

/**
 * Whether a request never reached the server (offline, a dropped connection): a write made
 * offline is refused at once, and the reader told nothing was sent.
 */
export function wasNotSent(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && !isAbort(error);
}

const isAbort = (error: ApiError) =>
  error.cause instanceof Error && error.cause.name === 'AbortError';
