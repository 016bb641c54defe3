import type { Translation } from '@codegrow/shared/i18n/translation';
import type { blogs as en } from '../en/blogs';

export const blogs: Translation<typeof en> = {};
