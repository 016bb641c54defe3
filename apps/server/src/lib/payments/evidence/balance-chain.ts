import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  balanceKnown,
  type BalanceState,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import { lockWallet } from '../../../db/advisory-locks';
import type { Transaction } from '../../../db/client';
import { paymentEvidence } from '../../../db/schema/index';

/*
 * The chain of a wallet's balances. Every message tells the wallet's balance after it; a real
 * one is the previous message's balance plus its amount. A message's balance is known when an
 * admin confirmed it or when it follows, so, from a previous one that is known: the chain
 * starts at an admin's look (approving the claim a message pays for) and runs on by itself.
 * A forged message would have to know the balance to the poisha, and one that gives no balance,
 * or comes first, or follows an unknown one, waits for an admin.
 */

interface Link {
  id: number;
  trxId: string;
  amountPoisha: number;
  balancePoisha: number | null;
  balanceState: BalanceState;
  expectedBalancePoisha: number | null;
}

/** What a message's balance is, given the wallet's message before it (none: it is the first). */
export function stateAfter(
  previous: Pick<Link, 'balancePoisha' | 'balanceState'> | undefined,
  link: Pick<Link, 'amountPoisha' | 'balancePoisha' | 'balanceState'>,
): { state: BalanceState; expected: number | null } {
  if (link.balanceState === 'confirmed') return { state: 'confirmed', expected: null };
  if (link.balancePoisha === null) return { state: 'no-balance', expected: null };
  if (!previous) return { state: 'first', expected: null };
  if (previous.balancePoisha === null) return { state: 'unconfirmed', expected: null };
  const expected = previous.balancePoisha + link.amountPoisha;
  if (expected !== link.balancePoisha) return { state: 'break', expected };
  return { state: balanceKnown(previous.balanceState) ? 'follows' : 'unconfirmed', expected: null };
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

interface Start {
  id: number;
  provider: PaymentProvider;
  receivingNumber: string;
  receivedAt: Date;
}

/** The wallet's messages from `start` on, in time, and the one just before it. */
async function walletFrom(tx: Transaction, start: Start) {
  const wallet = and(
    eq(paymentEvidence.provider, start.provider),
    eq(walletNumber, start.receivingNumber),
    isNotNull(paymentEvidence.receivedAt),
  );
  const position = sql`(${paymentEvidence.receivedAt}, ${paymentEvidence.id})`;
  const at = sql`(${start.receivedAt.toISOString()}::timestamptz, ${start.id}::int)`;
  const [before] = await tx
    .select(LINK)
    .from(paymentEvidence)
    .where(and(wallet, sql`${position} < ${at}`))
    .orderBy(desc(paymentEvidence.receivedAt), desc(paymentEvidence.id))
    .limit(1);
  const links = await tx
    .select(LINK)
    .from(paymentEvidence)
    .where(and(wallet, sql`${position} >= ${at}`))
    .orderBy(asc(paymentEvidence.receivedAt), asc(paymentEvidence.id));
  return { before, links };
}

/**
 * Walks each wallet the messages `ids` belong to, from the earliest of them on, setting every
 * message's state from the one before it, until a message after all of them is unchanged (from
 * there on nothing changes). Each wallet is walked under its lock, so two imports into one
 * wallet do not walk past each other. Answers the IDs whose balance became known: their claims
 * can be judged again. Messages without a time stand outside any chain.
 */
export async function followBalances(tx: Transaction, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  await tx
    .update(paymentEvidence)
    .set({ balanceState: 'no-time' })
    .where(
      and(
        inArray(paymentEvidence.id, ids),
        sql`${paymentEvidence.receivedAt} IS NULL`,
        sql`${paymentEvidence.balanceState} <> 'confirmed'`,
      ),
    );
  const starts = await earliestPerWallet(tx, ids);
  const becameKnown: string[] = [];
  for (const start of starts) {
    await lockWallet(tx, `${start.provider}:${start.receivingNumber}`);
    becameKnown.push(...(await walk(tx, start, new Set(ids))));
  }
  return becameKnown;
}

async function walk(tx: Transaction, start: Start, moved: Set<number>): Promise<string[]> {
  const { before, links } = await walletFrom(tx, start);
  let previous: Link | undefined = before;
  let movedLeft = links.filter((link) => moved.has(link.id)).length;
  const becameKnown: string[] = [];
  for (const link of links) {
    const { state, expected } = stateAfter(previous, link);
    const changed = state !== link.balanceState || expected !== link.expectedBalancePoisha;
    if (moved.has(link.id)) movedLeft -= 1;
    else if (!changed && movedLeft === 0) break;
    if (changed) {
      await tx
        .update(paymentEvidence)
        .set({ balanceState: state, expectedBalancePoisha: expected })
        .where(eq(paymentEvidence.id, link.id));
      if (balanceKnown(state) && !balanceKnown(link.balanceState)) becameKnown.push(link.trxId);
    }
    previous = { ...link, balanceState: state };
  }
  return becameKnown;
}

/** For each wallet among these messages (with a time), the earliest of them. */
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
 * An admin vouched for the payments of these IDs (approving the claim they pay for, giving
 * unclaimed money to its reader), of `provider` when the claim names one: their balances are
 * confirmed, and the chain runs on from them. Answers the IDs whose balance became known, theirs
 * among them.
 */
export async function confirmBalances(
  tx: Transaction,
  trxIds: string[],
  provider: PaymentProvider | null,
): Promise<string[]> {
  const lowered = [...new Set(trxIds.map((id) => id.toLowerCase()))];
  const confirmed = await tx
    .update(paymentEvidence)
    .set({ balanceState: 'confirmed', expectedBalancePoisha: null })
    .where(
      and(
        inArray(sql`lower(${paymentEvidence.trxId})`, lowered),
        provider ? eq(paymentEvidence.provider, provider) : undefined,
        sql`${paymentEvidence.balanceState} <> 'confirmed'`,
      ),
    )
    .returning({ id: paymentEvidence.id, trxId: paymentEvidence.trxId });
  const followers = await followBalances(
    tx,
    confirmed.map((row) => row.id),
  );
  return [...confirmed.map((row) => row.trxId), ...followers];
}
