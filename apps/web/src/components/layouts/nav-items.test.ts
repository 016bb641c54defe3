import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';
import type { SessionUser } from './session-user';

const reader: SessionUser = {
  name: 'Reader',
  email: 'reader@codegrow.dev',
  role: 'user',
  subscription_status: 'free',
  photo_url: null,
};

describe('navItems', () => {
  it('offers Subscribe to visitors and users without an active subscription', () => {
    expect(navItems(null).map((item) => item.label)).toEqual([
      'Home',
      'Blogs',
      'Paths',
      'Subscribe',
    ]);
    expect(
      navItems({ ...reader, subscription_status: 'expired' }).map((item) => item.label),
    ).toContain('Subscribe');
  });

  it('hides Subscribe once the subscription is active', () => {
    const labels = navItems({ ...reader, subscription_status: 'active' }).map((item) => item.label);
    expect(labels).toEqual(['Home', 'Blogs', 'Paths']);
  });
});
