import { paths } from '../../config/paths';
import type { SessionUser } from './session-user';

export interface NavItem {
  label: string;
  href: string;
}

/** Home, Blogs, Paths and Subscribe; Subscribe goes once the user's subscription is active. */
export function navItems(user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', href: paths.home.getHref() },
    { label: 'Blogs', href: paths.blogs.getHref() },
    { label: 'Paths', href: paths.learningPaths.getHref() },
  ];
  if (user?.subscription_status !== 'active') {
    items.push({ label: 'Subscribe', href: paths.subscribe.getHref() });
  }
  return items;
}
