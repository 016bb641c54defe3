import { describe, expect, it } from 'vitest';
import { parseTab, tabForKey } from './tabs';

const TABS = ['overview', 'transactions', 'saved', 'settings'] as const;

describe('parseTab', () => {
  it('reads the tab in any case, and falls back to the first', () => {
    expect(parseTab(TABS, ' Saved ')).toBe('saved');
    expect(parseTab(TABS, null)).toBe('overview');
    expect(parseTab(TABS, 'nope')).toBe('overview');
  });
});

describe('tabForKey', () => {
  it('moves with arrows (wrapping) and jumps with Home and End', () => {
    expect(tabForKey(TABS, 'overview', 'ArrowRight')).toBe('transactions');
    expect(tabForKey(TABS, 'settings', 'ArrowRight')).toBe('overview');
    expect(tabForKey(TABS, 'overview', 'ArrowLeft')).toBe('settings');
    expect(tabForKey(TABS, 'saved', 'Home')).toBe('overview');
    expect(tabForKey(TABS, 'overview', 'End')).toBe('settings');
    expect(tabForKey(TABS, 'overview', 'Enter')).toBeNull();
  });
});
