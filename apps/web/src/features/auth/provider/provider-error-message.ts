import { providerErrorMessage } from '@codegrow/shared/constants/auth-messages';
import { type TFunction } from '../../../lib/i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { auth } from '../../../locales/en/auth';
import { IdentityProviderError } from './identity-provider';

type ProviderErrorCode = keyof typeof auth.providerErrors;

function providerCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

const isKnownCode = (bare: string): bare is ProviderErrorCode =>
  Object.hasOwn(auth.providerErrors, bare);

/** A provider error code's message in the page's language (`t`), as providerErrorMessage words it. */
function translatedProviderError(code: string, t: TFunction): string {
  const bare = code.replace(/^auth\//, '');
  return isKnownCode(bare)
    ? t(`auth.providerErrors.${bare}`)
    : t('auth.providerErrorOther', { code });
}

/**
 * What the user reads when a provider sign-in fails: the provider's own message
 * for its error codes (docs/product.md §8), ours for our checks, the backend's when it
 * refused the identity, else the fallback. With `t`, ours and the provider's are in the
 * page's language; without it, in English.
 */
export function providerFailureMessage(error: unknown, fallback: string, t?: TFunction): string {
  if (error instanceof IdentityProviderError) {
    return t && error.key ? t(error.key) : error.message;
  }
  if (error instanceof ApiError) return errorMessage(error, fallback);
  const code = providerCode(error);
  if (!code) return fallback;
  return t ? translatedProviderError(code, t) : providerErrorMessage(code);
}
