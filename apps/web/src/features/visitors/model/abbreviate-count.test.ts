import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './abbreviate-count';

describe('abbreviateCount', () => {
  it('shows counts below 1,000 as they are', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(7)).toBe('7');
    expect(abbreviateCount(999)).toBe('999');
  });

  it('abbreviates thousands with K and one decimal', () => {
    expect(abbreviateCount(1_000)).toBe('1.0K');
    expect(abbreviateCount(1_234)).toBe('1.2K');
    expect(abbreviateCount(45_678)).toBe('45.7K');
    expect(abbreviateCount(999_900)).toBe('999.9K');
  });

  it('abbreviates millions with M and one decimal', () => {
    expect(abbreviateCount(1_000_000)).toBe('1.0M');
    expect(abbreviateCount(1_500_000)).toBe('1.5M');
    expect(abbreviateCount(123_456_789)).toBe('123.5M');
  });

  it('moves to M rather than showing 1000.0K', () => {
    expect(abbreviateCount(999_950)).toBe('1.0M');
    expect(abbreviateCount(999_999)).toBe('1.0M');
  });

  it('treats nonsense as zero', () => {
    expect(abbreviateCount(-5)).toBe('0');
    expect(abbreviateCount(Number.NaN)).toBe('0');
    expect(abbreviateCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
