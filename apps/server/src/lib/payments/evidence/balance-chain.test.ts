import { describe, expect, it } from 'vitest';
import { stateAfter } from './balance-chain';

const known = { balancePoisha: 100_000, balanceState: 'follows' } as const;
const next = (balancePoisha: number | null) =>
  ({ amountPoisha: 3_000, balancePoisha, balanceState: 'unconfirmed' }) as const;

describe('a payment’s place in its wallet’s chain of balances', () => {
  it('follows a known balance when it adds up to the poisha', () => {
    expect(stateAfter(known, next(103_000))).toEqual({ state: 'follows', expected: null });
    expect(stateAfter({ ...known, balanceState: 'confirmed' }, next(103_000)).state).toBe(
      'follows',
    );
  });

  it('breaks where it does not add up, keeping what it should have been', () => {
    expect(stateAfter(known, next(999_999))).toEqual({ state: 'break', expected: 103_000 });
  });

  it('is not known after a balance that is not, nor first, nor without a balance', () => {
    expect(stateAfter({ ...known, balanceState: 'first' }, next(103_000)).state).toBe(
      'unconfirmed',
    );
    expect(
      stateAfter({ balancePoisha: null, balanceState: 'confirmed' }, next(103_000)).state,
    ).toBe('unconfirmed');
    expect(stateAfter(undefined, next(103_000)).state).toBe('first');
    expect(stateAfter(known, next(null)).state).toBe('no-balance');
  });

  it('keeps an admin’s confirmation whatever came before', () => {
    expect(stateAfter(undefined, { ...next(5), balanceState: 'confirmed' }).state).toBe(
      'confirmed',
    );
  });
});
