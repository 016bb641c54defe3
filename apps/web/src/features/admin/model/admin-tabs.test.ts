import { describe, expect, it } from 'vitest';
import { ADMIN_TAB_LABELS, ADMIN_TABS, adminTabForKey, parseAdminTab } from './admin-tabs';

describe('admin tabs', () => {
  it('has the six tabs of SPEC 2 in order', () => {
    expect(ADMIN_TABS.map((tab) => ADMIN_TAB_LABELS[tab])).toEqual([
      'Overview',
      'Transactions',
      'Add Transaction ID',
      'Users',
      'Blogs',
      'Settings',
    ]);
  });

  it('reads ?tab=, falling back to the overview', () => {
    expect(parseAdminTab('blogs')).toBe('blogs');
    expect(parseAdminTab(' Users ')).toBe('users');
    expect(parseAdminTab('add-transaction')).toBe('add-transaction');
    expect(parseAdminTab(null)).toBe('overview');
    expect(parseAdminTab('mindmaps')).toBe('overview');
  });

  it('moves with the arrow keys (wrapping) and jumps with Home and End', () => {
    expect(adminTabForKey('overview', 'ArrowRight')).toBe('transactions');
    expect(adminTabForKey('settings', 'ArrowRight')).toBe('overview');
    expect(adminTabForKey('overview', 'ArrowLeft')).toBe('settings');
    expect(adminTabForKey('users', 'Home')).toBe('overview');
    expect(adminTabForKey('users', 'End')).toBe('settings');
    expect(adminTabForKey('users', 'Enter')).toBeNull();
  });
});
