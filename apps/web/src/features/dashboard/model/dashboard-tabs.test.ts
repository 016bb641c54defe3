import { describe, expect, it } from 'vitest';
import { parseDashboardTab } from './dashboard-tabs';

describe('parseDashboardTab', () => {
  it('reads the six tabs', () => {
    expect(parseDashboardTab('overview')).toBe('overview');
    expect(parseDashboardTab('learning')).toBe('learning');
    expect(parseDashboardTab('review')).toBe('review');
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
