import { describe, expect, it } from 'vitest';
import { planLabel } from './transaction-display';
import { english } from '../../../../test/english';

describe('planLabel', () => {
  it('names the lifetime plan and leaves others as they are', () => {
    expect(planLabel('lifetime', english.t)).toBe('Lifetime Access');
    expect(planLabel('monthly', english.t)).toBe('monthly');
  });
});
