import { ApiError } from '../../../lib/api-client';

/** The server refused the link itself (unknown, used, expired or cut short), not the password. */
export function isInvalidResetLink(error: unknown): boolean {
  return error instanceof ApiError && error.fieldErrors.some((item) => item.field === 'token');
}
