import { isLanguage, DEFAULT_LANGUAGE } from '@codegrow/shared/i18n/languages';
import { useTranslation } from 'react-i18next';
import { formatsFor, type Formats } from '../format';

/** Numbers, dates and reading times in the page's language. */
export function useFormats(): Formats & { readingTimeLabel: (minutes: number) => string | null } {
  const { t, i18n } = useTranslation();
  const formats = formatsFor(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  return {
    ...formats,
    /** '5 min read', or nothing for an article without a body to time. */
    readingTimeLabel: (minutes) =>
      minutes > 0 ? t('common.minRead', { minutes: formats.formatCount(minutes) }) : null,
  };
}
