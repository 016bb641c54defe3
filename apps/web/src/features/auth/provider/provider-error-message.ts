import { type TextKey, type TFunction } from '../../../lib/i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { IdentityProviderError } from './identity-provider';

function providerCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

/**
 * A provider error code's message in the page's language (`t`), as providerErrorMessage words
 * it: a code the texts do not know (t gives its key back) is named in the general message.
 */
function translatedProviderError(code: string, t: TFunction): string {
  const key = `auth.providerErrors.${code.replace(/^auth\//, '')}`;
  const text = t(key as TextKey);
  return text === key ? t('auth.providerErrorOther', { code }) : text;
}

/**
 * What the user reads when a provider sign-in fails: the provider's own message
 * for its error codes (docs/product.md §8), ours for our checks, the backend's when it
 * refused the identity, else the fallback. Ours and the provider's are in the page's language
 * (`t`).
 */
export function providerFailureMessage(error: unknown, fallback: string, t: TFunction): string {
  if (error instanceof IdentityProviderError) return t(error.key);
  if (error instanceof ApiError) return errorMessage(error, fallback);
  const code = providerCode(error);
  if (!code) return fallback;
  return translatedProviderError(code, t);
}
