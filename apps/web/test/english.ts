import { createI18n } from '../src/lib/i18n/i18n';
import { en } from '../src/locales/en';

/** The site's English texts, for tests of parts that take the page's texts. */
export const english = createI18n('en', en);
