import { describe, expect, it } from 'vitest';
import { judgeClaim, type Claim, type Evidence } from './matcher';

const SITE = ['01700000000'];
const now = new Date('2026-06-08T13:00:00Z');
const claim: Claim = {
  id: 7,
  amount: 30,
  createdAt: now,
  provider: null,
  reference: 'CG-7F3K',
  expectedPoisha: 3037,
};
const evidence: Evidence = {
  id: 70,
  provider: 'bkash',
  amountPoisha: 3000,
  receivingNumber: null,
  receivedAt: new Date('2026-06-08T12:55:00Z'),
  reference: 'CG-7F3K',
  claimedBy: null,
  balanceBreak: false,
};

const failed = (found: Evidence[], of: Claim = claim) =>
  judgeClaim(of, found, SITE)
    .rules.filter((rule) => !rule.passed)
    .map((rule) => rule.rule);

describe('judging a claim against the evidence of its transaction ID', () => {
  it('matches when every rule holds, and names the evidence', () => {
    const verdict = judgeClaim(claim, [evidence], SITE);
    expect(verdict.outcome).toBe('match');
    expect(verdict.evidenceId).toBe(70);
    expect(verdict.rules).toHaveLength(7);
  });

  it('says what was paid beyond the price, or beyond Rocket’s unique amount', () => {
    expect(judgeClaim(claim, [evidence], SITE).overPaidPoisha).toBe(0);
    expect(judgeClaim(claim, [{ ...evidence, amountPoisha: 3500 }], SITE).overPaidPoisha).toBe(500);
    const rocket = {
      ...evidence,
      provider: 'rocket' as const,
      reference: null,
      amountPoisha: 3037,
    };
    expect(judgeClaim(claim, [rocket], SITE).overPaidPoisha).toBe(0);
  });

  it('waits while no evidence names the claim', () => {
    expect(judgeClaim(claim, [], SITE)).toMatchObject({ outcome: 'none', evidenceId: null });
  });

  it.each([
    ['less than the price arrived', { amountPoisha: 2999 }, ['amount']],
    ['it arrived on another number', { receivingNumber: '01811111111' }, ['receivingNumber']],
    [
      'it arrived four days before the claim',
      { receivedAt: new Date('2026-06-04T12:00:00Z') },
      ['timeWindow'],
    ],
    ['its time is unknown', { receivedAt: null }, ['timeWindow']],
    ['the payer typed another reference', { reference: 'Ref cg-9xyz' }, ['reference']],
    ['another claim already took it', { claimedBy: 8 }, ['singleCandidate']],
    ['its balance does not follow the previous message', { balanceBreak: true }, ['balance']],
  ] as const)('flags the claim when %s', (_name, change, rules) => {
    const verdict = judgeClaim(claim, [{ ...evidence, ...change }], SITE);
    expect(verdict.outcome).toBe('flagged');
    expect(failed([{ ...evidence, ...change }])).toEqual(rules);
  });

  it('reads the site’s number whatever its spacing or country code', () => {
    expect(failed([{ ...evidence, receivingNumber: '+880 1700-000000' }])).toEqual([]);
  });

  it('takes a reference the payer wrote in their own words as no reference', () => {
    expect(failed([{ ...evidence, reference: 'Saom' }])).toEqual([]);
  });

  it('asks a Rocket payment for the unique amount in place of a reference', () => {
    const rocket = { ...evidence, provider: 'rocket' as const, reference: null };
    expect(failed([{ ...rocket, amountPoisha: 3037 }])).toEqual([]);
    expect(failed([{ ...rocket, amountPoisha: 3000 }])).toEqual(['reference']);
  });

  it('flags an ID that two providers both received, unless the reader named theirs', () => {
    const nagad = { ...evidence, id: 71, provider: 'nagad' as const };
    expect(failed([evidence, nagad])).toEqual(['singleCandidate']);
    expect(failed([evidence, nagad], { ...claim, provider: 'nagad' })).toEqual([]);
  });
});
