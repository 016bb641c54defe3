import { describe, expect, it } from 'vitest';
import { displayStatus, planLabel, statusLabel } from './transaction-display';

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
