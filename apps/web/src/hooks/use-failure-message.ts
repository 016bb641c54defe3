import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { useTranslation } from '../lib/i18n/use-translation';
import { offlineOr } from '../lib/api-error-message';

/**
 * offlineOr() in the page's language: `fallback` (already translated), or that nothing was sent
 * for a request made offline.
 */
export function useFailureMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return (error, fallback) => {
    const message = offlineOr(error, fallback);
    return message === UI_TEXT.offlineNotSent ? t('common.ui.offlineNotSent') : message;
  };
}
