import { REVIEW_TEXT } from '@codegrow/shared/constants/checks';
import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import { parseTab } from '../../../lib/tabs';

export const DASHBOARD_TABS = [
  'overview',
  'learning',
  'review',
  'transactions',
  'saved',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  learning: LEARNING_TEXT.learningTab,
  review: REVIEW_TEXT.tab,
  transactions: 'Transactions',
  saved: 'Saved Blogs',
  settings: 'Settings',
};

/** docs/product.md §2: the tab named by `?tab=`; none, or one that does not exist, is the overview. */
export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  return parseTab(DASHBOARD_TABS, value);
}
