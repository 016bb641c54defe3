import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  formatAmount,
  formatTransactionDate,
  planLabel,
  statusLabel,
} from './transaction-display';

describe('formatAmount', () => {
  it('puts the taka sign before the amount, with thousands separators', () => {
    expect(formatAmount(30)).toBe('৳30');
    expect(formatAmount(1500)).toBe('৳1,500');
    expect(formatAmount(30.5)).toBe('৳30.5');
  });
});

describe('displayStatus and statusLabel', () => {
  it('keeps the three known statuses', () => {
    expect(displayStatus('pending')).toBe('pending');
    expect(displayStatus('approved')).toBe('approved');
    expect(displayStatus('rejected')).toBe('rejected');
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel('rejected')).toBe('Rejected');
  });

  it('shows anything else as pending', () => {
    expect(displayStatus('refunded')).toBe('pending');
    expect(displayStatus('')).toBe('pending');
    expect(statusLabel('APPROVED')).toBe('Pending');
  });
});

describe('planLabel', () => {
  it('names the lifetime plan and leaves others as they are', () => {
    expect(planLabel('lifetime')).toBe('Lifetime Access');
    expect(planLabel('monthly')).toBe('monthly');
  });
});

describe('formatTransactionDate', () => {
  it("formats as 'MMM dd, yyyy'", () => {
    expect(formatTransactionDate('2026-03-05T12:00:00.000Z')).toBe('Mar 05, 2026');
  });

  it('leaves an unreadable date as sent', () => {
    expect(formatTransactionDate('not a date')).toBe('not a date');
  });
});
