import { providerErrorMessage } from '@codegrow/shared/constants/auth-messages';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { IdentityProviderError } from './identity-provider';

function providerCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

/**
 * What the user reads when a provider sign-in fails: the provider's own message
 * for its error codes (docs/product.md §8), ours for our checks, the backend's when it
 * refused the identity, else the fallback.
 */
export function providerFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof IdentityProviderError) return error.message;
  if (error instanceof ApiError) return errorMessage(error, fallback);
  const code = providerCode(error);
  return code ? providerErrorMessage(code) : fallback;
}
