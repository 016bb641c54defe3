import { useTranslation } from '../lib/i18n/use-translation';
import { apiErrorMessage, wasNotSent } from '../lib/api-error-message';

/**
 * A failure in the page's language: `fallback` (already translated), or that nothing was sent
 * for a request made offline.
 */
export function useFailureMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return (error, fallback) => (wasNotSent(error) ? t('common.ui.offlineNotSent') : fallback);
}

/** apiErrorMessage() in the page's language, for a form's `refuse`. */
export function useApiErrorMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return (error, fallback) =>
    apiErrorMessage(error, fallback, t('messages.transaction.validationPrefix'));
}
