import 'i18next';
import type { en } from '../../locales/en';

// Keys are checked at compile time: `t('common.nav.home')` exists, a typo does not build.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
