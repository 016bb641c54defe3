import 'i18next';
import type { en } from '../../locales/en';
import type { sqlRunner } from '../../locales/en/sql-runner';

// Keys are checked at compile time: `t('common.nav.home')` exists, a typo does not build.
// `sqlRunner` is added by the SQL runner's own chunk when a reader first runs a query.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & { sqlRunner: typeof sqlRunner } };
  }
}
