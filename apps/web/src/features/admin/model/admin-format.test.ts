import { describe, expect, it } from 'vitest';
import { capitalize, nameOrNA, subscriptionStatus } from './admin-format';

describe('admin formatting', () => {
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
