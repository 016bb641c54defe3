/** SPEC 2: the admin dashboard's six tabs, in order, named in `?tab=`. */
export const ADMIN_TABS = [
  'overview',
  'transactions',
  'add-transaction',
  'users',
  'blogs',
  'settings',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  transactions: 'Transactions',
  'add-transaction': 'Add Transaction ID',
  users: 'Users',
  blogs: 'Blogs',
  settings: 'Settings',
};

/** The tab named by `?tab=`; none, or one that does not exist, is the overview. */
export function parseAdminTab(value: string | null | undefined): AdminTab {
  const tab = value?.trim().toLowerCase() ?? '';
  return (ADMIN_TABS as readonly string[]).includes(tab) ? (tab as AdminTab) : 'overview';
}

/** The tab a key moves to from `current` (arrows wrap, Home/End jump), or null for other keys. */
export function adminTabForKey(current: AdminTab, key: string): AdminTab | null {
  const index = ADMIN_TABS.indexOf(current);
  const last = ADMIN_TABS.length - 1;
  let next: number;
  if (key === 'ArrowRight') next = index === last ? 0 : index + 1;
  else if (key === 'ArrowLeft') next = index === 0 ? last : index - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = last;
  else return null;
  return ADMIN_TABS[next] ?? null;
}
