import type { Translation } from '@codegrow/shared/i18n/translation';
import type { home as en } from '../en/home';

export const home: Translation<typeof en> = {};
