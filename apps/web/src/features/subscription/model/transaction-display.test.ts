import { describe, expect, it } from 'vitest';
import { planLabel } from './transaction-display';

describe('planLabel', () => {
  it('names the lifetime plan and leaves others as they are', () => {
    expect(planLabel('lifetime')).toBe('Lifetime Access');
    expect(planLabel('monthly')).toBe('monthly');
  });
});
