import { ApiError } from '../../../lib/api-client';

const AUTH_FAILURE_MARKERS = ['Invalid token', 'Unauthorized', '401', '403'];

/**
 * Whether a failed profile check means the token is no good (docs/product.md §4), as
 * opposed to a network or server hiccup that must not end the session.
 */
export function isAuthFailure(error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return AUTH_FAILURE_MARKERS.some((marker) => message.includes(marker));
}
