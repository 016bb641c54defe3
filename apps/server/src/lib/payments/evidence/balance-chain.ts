import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  balanceKnown,
  type BalanceState,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import { lockWallet } from '../../../db/advisory-locks';
import type { Transaction } from '../../../db/client';
import { paymentEvidence } from '../../../db/schema/index';
import { confirmPayments, markUntimed, setBalanceState } from './evidence-repository';

/*
 * The chain of a wallet's balances. Every message tells the wallet's balance after it; a real
 * one is the balance before it plus its amount. A message's balance is known when an admin
 * confirmed it or when it follows, so, from a known one: the chain starts at an admin's look
 * (approving the claim a message pays for) and runs on by itself. A forged message would have
 * to know the balance to the poisha, and one that gives no balance, or comes first, or follows
 * an unknown one, waits for an admin.
 */

interface Link {
  id: number;
  trxId: string;
  amountPoisha: number;
  balancePoisha: number | null;
  balanceState: BalanceState;
  expectedBalancePoisha: number | null;
}

/** The wallet's balance as the messages up to here tell it. */
export interface Running {
  /** Its figure, or null when no message so far gave one. */
  balancePoisha: number | null;
  /** Whether that figure is known (confirmed, or following from a known one). */
  known: boolean;
  /** Whether any message came before. */
  any: boolean;
}

export const NOTHING_BEFORE: Running = { balancePoisha: null, known: false, any: false };

/** What a message's balance is, given the wallet's balance as the messages before it tell it. */
export function stateAfter(
  running: Running,
  link: Pick<Link, 'amountPoisha' | 'balancePoisha' | 'balanceState'>,
): { state: BalanceState; expected: number | null } {
  if (link.balanceState === 'confirmed') return { state: 'confirmed', expected: null };
  if (link.balancePoisha === null) return { state: 'no-balance', expected: null };
  if (running.balancePoisha === null)
    return { state: running.any ? 'unconfirmed' : 'first', expected: null };
  const expected = running.balancePoisha + link.amountPoisha;
  if (expected !== link.balancePoisha) return { state: 'break', expected };
  return { state: running.known ? 'follows' : 'unconfirmed', expected: null };
}

/**
 * The wallet's balance after this message: the one it gives; for a payment an admin vouched for
 * that gives none (a statement's row), the balance before plus its amount; past a message that
 * gives none and nobody vouched for (a forged one, most likely), as it was.
 */
export function runOn(
  running: Running,
  link: Pick<Link, 'amountPoisha' | 'balancePoisha'>,
  state: BalanceState,
): Running {
  if (link.balancePoisha !== null)
    return { balancePoisha: link.balancePoisha, known: balanceKnown(state), any: true };
  if (state === 'confirmed' && running.balancePoisha !== null)
    return { ...running, balancePoisha: running.balancePoisha + link.amountPoisha, any: true };
  return { ...running, any: true };
}

const LINK = {
  id: paymentEvidence.id,
  trxId: paymentEvidence.trxId,
  amountPoisha: paymentEvidence.amountPoisha,
  balancePoisha: paymentEvidence.balancePoisha,
  balanceState: paymentEvidence.balanceState,
  expectedBalancePoisha: paymentEvidence.expectedBalancePoisha,
};

const walletNumber = sql<string>`coalesce(${paymentEvidence.receivingNumber}, '')`;
const position = sql`(${paymentEvidence.receivedAt}, ${paymentEvidence.id})`;

interface Start {
  id: number;
  provider: PaymentProvider;
  receivingNumber: string;
  receivedAt: Date;
}

const walletOf = (start: Pick<Start, 'provider' | 'receivingNumber'>) =>
  and(
    eq(paymentEvidence.provider, start.provider),
    eq(walletNumber, start.receivingNumber),
    isNotNull(paymentEvidence.receivedAt),
  );

/**
 * The wallet's messages from the last one before `start` that gives a balance (the messages
 * between may change what it stands at), and the balance it stands at there.
 */
async function walletFrom(tx: Transaction, start: Start) {
  const at = sql`(${start.receivedAt.toISOString()}::timestamptz, ${start.id}::int)`;
  const [before] = await tx
    .select({ ...LINK, receivedAt: paymentEvidence.receivedAt })
    .from(paymentEvidence)
    .where(and(walletOf(start), sql`${position} < ${at}`, isNotNull(paymentEvidence.balancePoisha)))
    .orderBy(desc(paymentEvidence.receivedAt), desc(paymentEvidence.id))
    .limit(1);
  const after = before?.receivedAt
    ? sql`${position} > (${before.receivedAt.toISOString()}::timestamptz, ${before.id}::int)`
    : undefined;
  const links = await tx
    .select(LINK)
    .from(paymentEvidence)
    .where(and(walletOf(start), after))
    .orderBy(asc(paymentEvidence.receivedAt), asc(paymentEvidence.id));
  const running = before ? runOn(NOTHING_BEFORE, before, before.balanceState) : NOTHING_BEFORE;
  return { running, links };
}

/** For each wallet among these messages (with a time), the earliest of them, in one order. */
async function earliestPerWallet(tx: Transaction, ids: number[]): Promise<Start[]> {
  const rows = await tx
    .selectDistinctOn([paymentEvidence.provider, walletNumber], {
      id: paymentEvidence.id,
      provider: paymentEvidence.provider,
      receivingNumber: walletNumber,
      receivedAt: paymentEvidence.receivedAt,
    })
    .from(paymentEvidence)
    .where(and(inArray(paymentEvidence.id, ids), isNotNull(paymentEvidence.receivedAt)))
    .orderBy(
      paymentEvidence.provider,
      walletNumber,
      asc(paymentEvidence.receivedAt),
      asc(paymentEvidence.id),
    );
  return rows.flatMap((row) => (row.receivedAt ? [{ ...row, receivedAt: row.receivedAt }] : []));
}

/**
 * Takes the locks of the wallets these payments belong to, in one order, before anything of
 * theirs is written: a walk of a wallet and a change to one of its payments then wait for each
 * other rather than deadlock. Taken after the IDs' locks, never before.
 */
async function lockWalletsOf(tx: Transaction, which: SQL | undefined): Promise<void> {
  const wallets = await tx
    .selectDistinct({ provider: paymentEvidence.provider, receivingNumber: walletNumber })
    .from(paymentEvidence)
    .where(which)
    .orderBy(paymentEvidence.provider, walletNumber);
  for (const wallet of wallets)
    await lockWallet(tx, `${wallet.provider}:${wallet.receivingNumber}`);
}

async function walk(tx: Transaction, start: Start, moved: Set<number>): Promise<string[]> {
  const { running: before, links } = await walletFrom(tx, start);
  let running = before;
  let movedLeft = links.filter((link) => moved.has(link.id)).length;
  const becameKnown: string[] = [];
  for (const link of links) {
    const { state, expected } = stateAfter(running, link);
    const changed = state !== link.balanceState || expected !== link.expectedBalancePoisha;
    if (moved.has(link.id)) movedLeft -= 1;
    // Past every message that moved, an unchanged one leaves all after it as they are.
    else if (!changed && movedLeft === 0) break;
    if (changed) {
      await setBalanceState(tx, link.id, state, expected);
      if (balanceKnown(state) && !balanceKnown(link.balanceState)) becameKnown.push(link.trxId);
    }
    running = runOn(running, link, state);
  }
  return becameKnown;
}

/**
 * Walks each wallet the payments `ids` belong to, from the earliest of them on, setting every
 * payment's state from the balance before it, until one after all of them is unchanged (from
 * there on nothing changes). The wallets are walked under their locks, so two imports into one
 * wallet do not walk past each other. Answers the IDs whose balance became known: their claims
 * can be judged again. Payments without a time stand outside any chain.
 */
export async function followBalances(tx: Transaction, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  await lockWalletsOf(tx, inArray(paymentEvidence.id, ids));
  await markUntimed(tx, ids);
  const becameKnown: string[] = [];
  for (const start of await earliestPerWallet(tx, ids))
    becameKnown.push(...(await walk(tx, start, new Set(ids))));
  return becameKnown;
}

/**
 * An admin vouched for these payments (approving the claim they pay for, giving unclaimed money
 * to its reader, uploading the wallet's statement): their balances are confirmed, and the chain
 * runs on from them. `which` picks them. Answers the IDs whose balance became known, theirs among
 * them.
 */
export async function confirmBalances(tx: Transaction, which: SQL | undefined): Promise<string[]> {
  const unconfirmed = and(which, sql`${paymentEvidence.balanceState} <> 'confirmed'`);
  await lockWalletsOf(tx, unconfirmed);
  const confirmed = await confirmPayments(tx, unconfirmed);
  const followers = await followBalances(
    tx,
    confirmed.map((row) => row.id),
  );
  return [...confirmed.map((row) => row.trxId), ...followers];
}
