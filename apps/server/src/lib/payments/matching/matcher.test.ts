import { BALANCE_STATE_LABELS } from '@codegrow/shared/constants/payment-providers';
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
  balanceState: 'follows',
};

const failed = (found: Evidence[], of: Claim = claim) =>
  judgeClaim(of, found, SITE)
    .rules.filter((rule) => !rule.passed)
    .map((rule) => rule.rule);

describe('judging a claim against the evidence of its transaction ID', () => {
  it('matches when every rule holds, and names the evidence', () => {
    const verdict = judgeClaim(claim, [evidence], SITE);
    expect(verdict.outcome).toBe('match');
    expect(verdict.evidenceIds).toEqual([70]);
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
    expect(judgeClaim(claim, [], SITE)).toMatchObject({ outcome: 'none', evidenceIds: [] });
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
    ['its balance does not follow the previous message', { balanceState: 'break' }, ['balance']],
    ['the message gives no balance', { balanceState: 'no-balance' }, ['balance']],
    ['it is the first message of its wallet', { balanceState: 'first' }, ['balance']],
    ['the message before it is not known', { balanceState: 'unconfirmed' }, ['balance']],
  ] as const)('flags the claim when %s', (_name, change, rules) => {
    const verdict = judgeClaim(claim, [{ ...evidence, ...change }], SITE);
    expect(verdict.outcome).toBe('flagged');
    expect(failed([{ ...evidence, ...change }])).toEqual(rules);
  });

  it('takes a balance an admin confirmed as known, and says why one that is not waits', () => {
    expect(failed([{ ...evidence, balanceState: 'confirmed' }])).toEqual([]);
    const balance = (state: Evidence['balanceState']) =>
      judgeClaim(claim, [{ ...evidence, balanceState: state }], SITE).rules.find(
        (rule) => rule.rule === 'balance',
      );
    expect(balance('first')).toEqual({
      rule: 'balance',
      passed: false,
      why: BALANCE_STATE_LABELS.first,
    });
    expect(balance('no-balance')?.why).toBe(BALANCE_STATE_LABELS['no-balance']);
    expect(balance('follows')).toEqual({ rule: 'balance', passed: true });
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

  describe('a short payment made up by payments the reader added', () => {
    const short = { ...evidence, amountPoisha: 2000 };
    const rest = { ...evidence, id: 80, amountPoisha: 1000, reference: null };

    it('matches once what arrived adds up to the price, and names every payment', () => {
      expect(failed([short])).toEqual(['amount']);
      const verdict = judgeClaim(claim, [short], SITE, [rest]);
      expect(verdict).toMatchObject({ outcome: 'match', evidenceIds: [70, 80], overPaidPoisha: 0 });
    });

    it('says what the payments together paid beyond the price', () => {
      const verdict = judgeClaim(claim, [short], SITE, [{ ...rest, amountPoisha: 1500 }]);
      expect(verdict.overPaidPoisha).toBe(500);
    });

    it('holds every other rule for each payment added', () => {
      const judged = (change: Partial<Evidence>) =>
        judgeClaim(claim, [short], SITE, [{ ...rest, ...change }])
          .rules.filter((rule) => !rule.passed)
          .map((rule) => rule.rule);
      expect(judged({ receivingNumber: '01811111111' })).toEqual(['receivingNumber']);
      expect(judged({ receivedAt: new Date('2026-06-20T12:00:00Z') })).toEqual(['timeWindow']);
      expect(judged({ claimedBy: 8 })).toEqual(['singleCandidate']);
      expect(judged({ balanceState: 'no-balance' })).toEqual(['balance']);
      expect(judged({ reference: 'CG-9XYZ' })).toEqual(['reference']);
    });

    it('asks Rocket payments together to reach the unique amount', () => {
      const rocket = { ...short, provider: 'rocket' as const, reference: null };
      const more = { ...rest, provider: 'rocket' as const };
      expect(judgeClaim(claim, [rocket], SITE, [{ ...more, amountPoisha: 1037 }]).outcome).toBe(
        'match',
      );
      expect(judgeClaim(claim, [rocket], SITE, [{ ...more, amountPoisha: 1010 }]).outcome).toBe(
        'flagged',
      );
    });
  });
});
