export const DASHBOARD_TABS = ['overview', 'transactions', 'saved', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  transactions: 'Transactions',
  saved: 'Saved Blogs',
  settings: 'Settings',
};

/** SPEC 2: the tab named by `?tab=`; none, or one that does not exist, is the overview. */
export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  const tab = value?.trim().toLowerCase();
  return (DASHBOARD_TABS as readonly string[]).includes(tab ?? '')
    ? (tab as DashboardTab)
    : 'overview';
}

/** The tab a keyboard key moves to from `current` (arrows wrap around), or null for other keys. */
export function tabForKey(current: DashboardTab, key: string): DashboardTab | null {
  const index = DASHBOARD_TABS.indexOf(current);
  const last = DASHBOARD_TABS.length - 1;
  let next: number;
  if (key === 'ArrowRight') next = index === last ? 0 : index + 1;
  else if (key === 'ArrowLeft') next = index === 0 ? last : index - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = last;
  else return null;
  return DASHBOARD_TABS[next] ?? null;
}
