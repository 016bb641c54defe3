import { describe, expect, it } from 'vitest';
import { english } from '../../../test/english';
import { navItems } from './nav-items';
import type { SessionUser } from './session-user';

const reader: SessionUser = {
  name: 'Reader',
  email: 'reader@codegrow.dev',
  role: 'user',
  subscription_status: 'free',
  photo_url: null,
};

// The items carry text keys; the header says them in the page's language (English here).
const { t } = english;
const labels = (user: SessionUser | null) => navItems(user).map((item) => t(item.label));

describe('navItems', () => {
  it('offers Subscribe to visitors and users without an active subscription', () => {
    expect(labels(null)).toEqual(['Home', 'Blogs', 'Paths', 'Subscribe']);
    expect(labels({ ...reader, subscription_status: 'expired' })).toContain('Subscribe');
  });

  it('hides Subscribe once the subscription is active', () => {
    expect(labels({ ...reader, subscription_status: 'active' })).toEqual([
      'Home',
      'Blogs',
      'Paths',
    ]);
  });
});
