import { paths } from '../../config/paths';
import type { SessionUser } from './session-user';

/** The text keys of the header's links; the header and the menu say them with `t()`. */
export type NavLabel =
  'common.nav.home' | 'common.nav.blogs' | 'common.nav.paths' | 'common.nav.subscribe';

export interface NavItem {
  label: NavLabel;
  href: string;
}

/** Home, Blogs, Paths and Subscribe; Subscribe goes once the user's subscription is active. */
export function navItems(user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'common.nav.home', href: paths.home.getHref() },
    { label: 'common.nav.blogs', href: paths.blogs.getHref() },
    { label: 'common.nav.paths', href: paths.learningPaths.getHref() },
  ];
  if (user?.subscription_status !== 'active') {
    items.push({ label: 'common.nav.subscribe', href: paths.subscribe.getHref() });
  }
  return items;
}
