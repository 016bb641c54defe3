import { messageKey } from '@codegrow/shared/i18n/messages';
import { useTranslation } from './use-translation';

/**
 * A message from a shared form check or the server, in the page's language when it is one of
 * the keyed messages (packages/shared/src/i18n/messages.ts); any other as it is.
 */
export function useMessage(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => {
    const key = messageKey(text);
    return key ? t(`messages.${key}`) : text;
  };
}
