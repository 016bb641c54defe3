import {
  MATCH_RULES,
  MATCH_WINDOW_DAYS,
  REFERENCE_PATTERN,
  type MatchRule,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import type { MatchRuleResult } from '@codegrow/shared/schemas/payment-evidence';

export interface Claim {
  id: number;
  /** Whole taka: the plan's price. */
  amount: number;
  createdAt: Date;
  provider: PaymentProvider | null;
  reference: string | null;
  expectedPoisha: number | null;
}

export interface Evidence {
  id: number;
  provider: PaymentProvider;
  amountPoisha: number;
  receivingNumber: string | null;
  receivedAt: Date | null;
  reference: string | null;
  /** The claim this evidence already satisfies, if any. */
  claimedBy: number | null;
  /** Its balance does not follow from the wallet's previous message. */
  balanceBreak: boolean;
}

export interface Verdict {
  /** `none`: no evidence names the claim yet; `match`: every rule holds; `flagged`: one fails. */
  outcome: 'none' | 'match' | 'flagged';
  evidenceId: number | null;
  rules: MatchRuleResult[];
  /** On a match, poisha paid beyond what was asked (due back to the payer); else 0. */
  overPaidPoisha: number;
}

const WINDOW_MS = MATCH_WINDOW_DAYS * 24 * 3600 * 1000;
const digits = (number: string) => number.replace(/\D/g, '').slice(-11);

/**
 * Judges one claim against the evidence of the same transaction ID, rule by rule (the rules and
 * their wording: MATCH_RULES). Pure: what it is given decides, so each rule is tested alone.
 */
export function judgeClaim(claim: Claim, found: Evidence[], siteNumbers: string[]): Verdict {
  const candidates = claim.provider ? found.filter((e) => e.provider === claim.provider) : found;
  const [evidence] = candidates;
  if (!evidence)
    return {
      outcome: 'none',
      evidenceId: null,
      rules: ruleResults({ sameId: false }),
      overPaidPoisha: 0,
    };

  const reference = REFERENCE_PATTERN.exec(evidence.reference ?? '')?.[0];
  const held: Record<MatchRule, boolean> = {
    sameId: true,
    amount: evidence.amountPoisha >= claim.amount * 100,
    receivingNumber:
      !evidence.receivingNumber ||
      siteNumbers.some((number) => digits(number) === digits(evidence.receivingNumber ?? '')),
    timeWindow:
      evidence.receivedAt !== null &&
      Math.abs(evidence.receivedAt.getTime() - claim.createdAt.getTime()) <= WINDOW_MS,
    reference:
      (!reference || !claim.reference || reference.toUpperCase() === claim.reference) &&
      (evidence.provider !== 'rocket' ||
        claim.expectedPoisha === null ||
        evidence.amountPoisha === claim.expectedPoisha),
    singleCandidate:
      candidates.length === 1 && (evidence.claimedBy === null || evidence.claimedBy === claim.id),
    balance: !evidence.balanceBreak,
  };
  const rules = ruleResults(held);
  const outcome = rules.every((rule) => rule.passed) ? 'match' : 'flagged';
  const asked =
    evidence.provider === 'rocket' && claim.expectedPoisha !== null
      ? claim.expectedPoisha
      : claim.amount * 100;
  const overPaidPoisha = outcome === 'match' ? Math.max(0, evidence.amountPoisha - asked) : 0;
  return { outcome, evidenceId: evidence.id, rules, overPaidPoisha };
}

/** Every rule, in MATCH_RULES's order; a rule not judged (nothing to judge) did not hold. */
function ruleResults(held: Partial<Record<MatchRule, boolean>>): MatchRuleResult[] {
  return (Object.keys(MATCH_RULES) as MatchRule[]).map((rule) => ({
    rule,
    passed: held[rule] ?? false,
  }));
}
