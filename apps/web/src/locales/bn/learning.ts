import type { Translation } from '@codegrow/shared/i18n/translation';
import type { learning as en } from '../en/learning';

export const learning: Translation<typeof en> = {};
