import {
  BALANCE_STATE_LABELS,
  balanceKnown,
  MATCH_RULES,
  MATCH_WINDOW_DAYS,
  REFERENCE_PATTERN,
  type BalanceState,
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
  /** What is known of the wallet's balance after it (evidence/balance-chain.ts). */
  balanceState: BalanceState;
}

export interface Verdict {
  /** `none`: no evidence names the claim yet; `match`: every rule holds; `flagged`: one fails. */
  outcome: 'none' | 'match' | 'flagged';
  /** The payments judged: the claim's own first, then those the reader added. */
  evidenceIds: number[];
  rules: MatchRuleResult[];
  /** On a match, poisha paid beyond what was asked (due back to the payer); else 0. */
  overPaidPoisha: number;
}

const WINDOW_MS = MATCH_WINDOW_DAYS * 24 * 3600 * 1000;
const digits = (number: string) => number.replace(/\D/g, '').slice(-11);

/**
 * Judges one claim against the evidence of its transaction ID (`found`) and of the IDs its reader
 * added to make up a short amount (`added`), rule by rule (the rules and their wording:
 * MATCH_RULES). What arrived is added up; every other rule must hold for each payment. Pure: what
 * it is given decides, so each rule is tested alone.
 */
export function judgeClaim(
  claim: Claim,
  found: Evidence[],
  siteNumbers: string[],
  added: Evidence[] = [],
): Verdict {
  const ofWallet = (list: Evidence[]) =>
    claim.provider ? list.filter((e) => e.provider === claim.provider) : list;
  const candidates = ofWallet(found);
  const [evidence] = candidates;
  if (!evidence)
    return {
      outcome: 'none',
      evidenceIds: [],
      rules: ruleResults({ sameId: false }),
      overPaidPoisha: 0,
    };

  const payments = [evidence, ...ofWallet(added)];
  const total = payments.reduce((sum, payment) => sum + payment.amountPoisha, 0);
  const asked = askedPoisha(claim, evidence);
  const held: Record<MatchRule, boolean> = {
    sameId: true,
    amount: total >= claim.amount * 100,
    receivingNumber: payments.every((payment) => onSiteNumber(payment, siteNumbers)),
    timeWindow: payments.every((payment) => inWindow(payment, claim)),
    reference:
      payments.every((payment) => referenceAgrees(payment, claim)) &&
      uniqueAmountAgrees(claim, evidence, total),
    singleCandidate:
      candidates.length === 1 &&
      payments.every((payment) => payment.claimedBy === null || payment.claimedBy === claim.id),
    balance: payments.every((payment) => balanceKnown(payment.balanceState)),
  };
  const unknown = payments.find((payment) => !balanceKnown(payment.balanceState));
  const rules = ruleResults(held, unknown && BALANCE_STATE_LABELS[unknown.balanceState]);
  const outcome = rules.every((rule) => rule.passed) ? 'match' : 'flagged';
  const overPaidPoisha = outcome === 'match' ? Math.max(0, total - asked) : 0;
  return { outcome, evidenceIds: payments.map((payment) => payment.id), rules, overPaidPoisha };
}

/**
 * Rocket carries no reference: its unique amount names the payer. Made up by several payments,
 * the amount is their sum, so then it must reach it.
 */
function uniqueAmountAgrees(claim: Claim, evidence: Evidence, total: number): boolean {
  if (evidence.provider !== 'rocket' || claim.expectedPoisha === null) return true;
  return total === evidence.amountPoisha
    ? total === claim.expectedPoisha
    : total >= claim.expectedPoisha;
}

/** Rocket's unique amount where one was asked for; the plan's price otherwise. */
const askedPoisha = (claim: Claim, evidence: Evidence) =>
  evidence.provider === 'rocket' && claim.expectedPoisha !== null
    ? claim.expectedPoisha
    : claim.amount * 100;

const onSiteNumber = (payment: Evidence, siteNumbers: string[]) =>
  !payment.receivingNumber ||
  siteNumbers.some((number) => digits(number) === digits(payment.receivingNumber ?? ''));

const inWindow = (payment: Evidence, claim: Claim) =>
  payment.receivedAt !== null &&
  Math.abs(payment.receivedAt.getTime() - claim.createdAt.getTime()) <= WINDOW_MS;

/** A CG- reference the payer typed is the claim's; one in their own words is no reference. */
function referenceAgrees(evidence: Evidence, claim: Claim): boolean {
  const reference = REFERENCE_PATTERN.exec(evidence.reference ?? '')?.[0];
  return !reference || !claim.reference || reference.toUpperCase() === claim.reference;
}

/**
 * Every rule, in MATCH_RULES's order; a rule not judged (nothing to judge) did not hold. A
 * failed balance rule says why (`balanceWhy`): a claim that waits says what it waits for.
 */
function ruleResults(
  held: Partial<Record<MatchRule, boolean>>,
  balanceWhy?: string,
): MatchRuleResult[] {
  return (Object.keys(MATCH_RULES) as MatchRule[]).map((rule) => ({
    rule,
    passed: held[rule] ?? false,
    ...(rule === 'balance' && balanceWhy && !held[rule] && { why: balanceWhy }),
  }));
}
