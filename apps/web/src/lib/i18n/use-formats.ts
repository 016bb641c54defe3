import { useTranslation } from './use-translation';
import { formatsFor, type Formats } from '@codegrow/shared/format/formats';
import { useLanguage } from './use-language';

/** Numbers, dates and reading times in the page's language. */
export function useFormats(): Formats & { readingTimeLabel: (minutes: number) => string | null } {
  const { t } = useTranslation();
  const formats = formatsFor(useLanguage());
  return {
    ...formats,
    /** '5 min read', or nothing for an article without a body to time. */
    readingTimeLabel: (minutes) =>
      minutes > 0 ? t('common.minRead', { minutes: formats.formatCount(minutes) }) : null,
  };
}
