import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatDay,
  formatDayTime,
  formatTaka,
  nameOrNA,
  subscriptionStatus,
  transactionStatus,
} from './admin-format';

describe('admin formatting', () => {
  it('shows money with the taka sign and thousands separators', () => {
    expect(formatTaka(30)).toBe('৳30');
    expect(formatTaka(12500)).toBe('৳12,500');
    expect(formatTaka(0)).toBe('৳0');
  });

  it('formats days and times, with a dash for a bad date', () => {
    expect(formatDay('2026-03-05T10:00:00')).toBe('Mar 05, 2026');
    expect(formatDayTime('2026-03-05T14:07:00')).toBe('Mar 05, 2026, 14:07');
    expect(formatDay('nope')).toBe('—');
    expect(formatDay(null)).toBe('—');
  });

  it('shows an unknown transaction status as pending', () => {
    expect(transactionStatus('approved')).toBe('approved');
    expect(transactionStatus('weird')).toBe('pending');
  });

  it("shows 'free' for a missing subscription and 'N/A' for a missing name", () => {
    expect(subscriptionStatus(undefined)).toBe('free');
    expect(subscriptionStatus('active')).toBe('active');
    expect(subscriptionStatus('trial')).toBe('free');
    expect(nameOrNA(null)).toBe('N/A');
    expect(nameOrNA('  ')).toBe('N/A');
    expect(nameOrNA('Ada')).toBe('Ada');
  });

  it('capitalizes a word', () => {
    expect(capitalize('pending')).toBe('Pending');
  });
});
