import type { messageKey } from '@codegrow/shared/i18n/messages';
import { useTranslation } from './use-translation';

let keyOf: typeof messageKey | undefined;

/**
 * The map from a shared check's message to its key, fetched with the checks themselves (a
 * form's schema, see hooks/use-spec-form): its messages are the English texts, so a page in
 * another language loads them only once a reader uses a form.
 */
export async function loadMessageKeys(): Promise<void> {
  keyOf = (await import('@codegrow/shared/i18n/messages')).messageKey;
}

/**
 * A message from a shared form check or the server, in the page's language when it is one of
 * the keyed messages (packages/shared/src/i18n/messages.ts); any other as it is.
 */
export function useMessage(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => {
    const key = keyOf?.(text);
    return key ? t(`messages.${key}`) : text;
  };
}
