import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@codegrow/shared/i18n/languages';
import { useTranslation } from './use-translation';

/** The language of the page being shown. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
