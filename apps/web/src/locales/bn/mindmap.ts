import type { Translation } from '@codegrow/shared/i18n/translation';
import type { mindmap as en } from '../en/mindmap';

export const mindmap: Translation<typeof en> = {};
