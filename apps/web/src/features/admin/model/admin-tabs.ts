import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import { parseTab } from '../../../lib/tabs';

/** docs/product.md §2's six tabs of the admin dashboard, the learning paths and moderation, in order, named in `?tab=`. */
export const ADMIN_TABS = [
  'overview',
  'transactions',
  'add-transaction',
  'users',
  'blogs',
  'paths',
  'moderation',
  'settings',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  transactions: 'Transactions',
  'add-transaction': 'Add Transaction ID',
  users: 'Users',
  blogs: 'Blogs',
  paths: LEARNING_TEXT.pathsTitle,
  moderation: 'Moderation',
  settings: 'Settings',
};

/** The tab named by `?tab=`; none, or one that does not exist, is the overview. */
export function parseAdminTab(value: string | null | undefined): AdminTab {
  return parseTab(ADMIN_TABS, value);
}
