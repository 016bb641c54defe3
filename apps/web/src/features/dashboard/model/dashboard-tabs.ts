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

/** Each tab's label, as the key of its text. */
export const TAB_LABELS = {
  overview: 'dashboard.tabs.overview',
  learning: 'dashboard.tabs.learning',
  review: 'dashboard.tabs.review',
  transactions: 'dashboard.tabs.transactions',
  saved: 'dashboard.tabs.saved',
  settings: 'dashboard.tabs.settings',
} as const satisfies Record<DashboardTab, `dashboard.tabs.${DashboardTab}`>;

/** docs/product.md §2: the tab named by `?tab=`; none, or one that does not exist, is the overview. */
export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  return parseTab(DASHBOARD_TABS, value);
}
