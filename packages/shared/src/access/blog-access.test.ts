import { describe, expect, it } from 'vitest';
import { canReadBlog, type Viewer } from './blog-access';

const free = { is_premium: false };
const premium = { is_premium: true };
const viewer = (role: 'user' | 'admin', status: 'free' | 'active' | 'expired'): Viewer => ({
  role,
  subscription_status: status,
});

describe('canReadBlog', () => {
  it('lets everyone read a free article', () => {
    expect(canReadBlog(free, null)).toBe(true);
    expect(canReadBlog(free, viewer('user', 'free'))).toBe(true);
  });

  it('locks a premium article for visitors, free and expired users', () => {
    expect(canReadBlog(premium, null)).toBe(false);
    expect(canReadBlog(premium, viewer('user', 'free'))).toBe(false);
    expect(canReadBlog(premium, viewer('user', 'expired'))).toBe(false);
  });

  it('opens a premium article to active subscribers and admins', () => {
    expect(canReadBlog(premium, viewer('user', 'active'))).toBe(true);
    expect(canReadBlog(premium, viewer('admin', 'free'))).toBe(true);
  });
});
