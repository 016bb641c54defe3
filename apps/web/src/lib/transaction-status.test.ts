import { describe, expect, it } from 'vitest';
import { displayStatus, statusLabel } from './transaction-status';

describe('a transaction’s status as shown', () => {
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
