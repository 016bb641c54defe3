import { describe, expect, it } from 'vitest';
import { ADMIN_TAB_LABELS, ADMIN_TABS, parseAdminTab } from './admin-tabs';

describe('admin tabs', () => {
  it('has the six tabs of docs/product.md §2 in order, learning paths and moderation before the settings', () => {
    expect(ADMIN_TABS.map((tab) => ADMIN_TAB_LABELS[tab])).toEqual([
      'Overview',
      'Transactions',
      'Add Transaction ID',
      'Users',
      'Blogs',
      'Learning Paths',
      'Moderation',
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
});
