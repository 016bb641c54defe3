import { describe, expect, it } from 'vitest';
import { parseDashboardTab, tabForKey } from './dashboard-tabs';

describe('parseDashboardTab', () => {
  it('reads the four tabs', () => {
    expect(parseDashboardTab('overview')).toBe('overview');
    expect(parseDashboardTab('transactions')).toBe('transactions');
    expect(parseDashboardTab('saved')).toBe('saved');
    expect(parseDashboardTab('settings')).toBe('settings');
  });

  it('forgives case and spaces', () => {
    expect(parseDashboardTab(' Settings ')).toBe('settings');
  });

  it('falls back to the overview for none or an unknown tab', () => {
    expect(parseDashboardTab(null)).toBe('overview');
    expect(parseDashboardTab(undefined)).toBe('overview');
    expect(parseDashboardTab('')).toBe('overview');
    expect(parseDashboardTab('billing')).toBe('overview');
    expect(parseDashboardTab('toString')).toBe('overview');
  });
});

describe('tabForKey', () => {
  it('moves with the arrow keys and wraps around', () => {
    expect(tabForKey('overview', 'ArrowRight')).toBe('transactions');
    expect(tabForKey('settings', 'ArrowRight')).toBe('overview');
    expect(tabForKey('overview', 'ArrowLeft')).toBe('settings');
    expect(tabForKey('saved', 'ArrowLeft')).toBe('transactions');
  });

  it('jumps to the ends with Home and End', () => {
    expect(tabForKey('saved', 'Home')).toBe('overview');
    expect(tabForKey('transactions', 'End')).toBe('settings');
  });

  it('ignores other keys', () => {
    expect(tabForKey('saved', 'Enter')).toBeNull();
    expect(tabForKey('saved', 'ArrowDown')).toBeNull();
  });
});
