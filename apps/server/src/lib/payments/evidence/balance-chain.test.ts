import { describe, expect, it } from 'vitest';
import { NOTHING_BEFORE, runOn, stateAfter, type Running } from './balance-chain';

const known: Running = { balancePoisha: 100_000, known: true, any: true };
const next = (balancePoisha: number | null) =>
  ({ amountPoisha: 3_000, balancePoisha, balanceState: 'unconfirmed' }) as const;

describe('a payment’s place in its wallet’s chain of balances', () => {
  it('follows a known balance when it adds up to the poisha', () => {
    expect(stateAfter(known, next(103_000))).toEqual({ state: 'follows', expected: null });
  });

  it('breaks where it does not add up, keeping what it should have been', () => {
    expect(stateAfter(known, next(999_999))).toEqual({ state: 'break', expected: 103_000 });
  });

  it('is not known after a balance that is not, nor first, nor without a balance', () => {
    expect(stateAfter({ ...known, known: false }, next(103_000)).state).toBe('unconfirmed');
    expect(stateAfter({ ...known, balancePoisha: null }, next(103_000)).state).toBe('unconfirmed');
    expect(stateAfter(NOTHING_BEFORE, next(103_000)).state).toBe('first');
    expect(stateAfter(known, next(null)).state).toBe('no-balance');
  });

  it('keeps an admin’s confirmation whatever came before', () => {
    expect(stateAfter(NOTHING_BEFORE, { ...next(5), balanceState: 'confirmed' }).state).toBe(
      'confirmed',
    );
  });
});

describe('the wallet’s balance as the payments tell it', () => {
  it('is the balance a message gives, known as the message is', () => {
    expect(runOn(NOTHING_BEFORE, next(103_000), 'follows')).toEqual(known_(103_000));
    expect(runOn(known, next(9), 'break')).toEqual({ balancePoisha: 9, known: false, any: true });
  });

  it('runs on past a statement’s row, which gives no balance but is vouched for', () => {
    expect(runOn(known, next(null), 'confirmed')).toEqual(known_(103_000));
  });

  it('passes over a message that gives no balance and nobody vouched for', () => {
    expect(runOn(known, next(null), 'no-balance')).toEqual(known);
  });
});

function known_(balancePoisha: number): Running {
  return { balancePoisha, known: true, any: true };
}
