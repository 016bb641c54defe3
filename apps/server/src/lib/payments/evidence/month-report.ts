import { and, eq, gte, lt } from 'drizzle-orm';
import type { PaymentProvider } from '@codegrow/shared/constants/payment-providers';
import type { MonthReport } from '@codegrow/shared/schemas/payment-evidence';
import type { Executor } from '../../../db/client';
import { paymentEvidence, transactions } from '../../../db/schema/index';
import { claimNamingPayment } from '../claim-evidence';

const approved = eq(transactions.status, 'approved');

/** The month's bounds in Bangladesh time: its first day 00:00 and the next month's. */
function bounds(month: string): [Date, Date] {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const start = new Date(`${month}-01T00:00:00+06:00`);
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return [start, new Date(`${next}-01T00:00:00+06:00`)];
}

/** Poisha to taka, exactly as the books add. */
const taka = (poisha: number) => Math.round(poisha) / 100;

/**
 * Verified payments of the month against the wallet's credits of the month. Every credit and
 * every verified claim contributes to the difference only through an item, so the items add up
 * to it: money not verified (yet or ever), money verified in another month, a claim verified for
 * another amount than arrived, and a claim verified with no money this month.
 */
export async function monthReport(db: Executor, month: string): Promise<MonthReport> {
  const [start, end] = bounds(month);
  const inMonth = (at: Date | null) => at !== null && at >= start && at < end;
  const credits = await db
    .select({
      trxId: paymentEvidence.trxId,
      provider: paymentEvidence.provider,
      poisha: paymentEvidence.amountPoisha,
      claimId: transactions.id,
      verifiedAt: transactions.reviewedAt,
    })
    .from(paymentEvidence)
    .leftJoin(transactions, and(eq(transactions.id, claimNamingPayment), approved))
    .where(and(gte(paymentEvidence.receivedAt, start), lt(paymentEvidence.receivedAt, end)))
    .orderBy(paymentEvidence.receivedAt, paymentEvidence.id);
  const verified = await db
    .select({
      id: transactions.id,
      trxId: transactions.trxId,
      provider: transactions.provider,
      taka: transactions.amount,
    })
    .from(transactions)
    .where(and(approved, gte(transactions.reviewedAt, start), lt(transactions.reviewedAt, end)))
    .orderBy(transactions.reviewedAt, transactions.id);

  const items: MonthReport['items'] = [];
  // What arrived this month for each claim verified this month (one or several payments).
  const paidFor = new Map<number, { poisha: number; provider: PaymentProvider }>();
  for (const credit of credits) {
    const item = { trxId: credit.trxId, provider: credit.provider, amount: taka(credit.poisha) };
    if (credit.claimId === null) items.push({ kind: 'notVerified', ...item });
    else if (!inMonth(credit.verifiedAt)) items.push({ kind: 'verifiedElsewhen', ...item });
    else {
      const poisha = (paidFor.get(credit.claimId)?.poisha ?? 0) + credit.poisha;
      paidFor.set(credit.claimId, { poisha, provider: credit.provider });
    }
  }
  for (const claim of verified) {
    const paid = paidFor.get(claim.id);
    if (!paid)
      items.push({
        kind: 'noEvidence',
        trxId: claim.trxId,
        provider: claim.provider,
        amount: -claim.taka,
      });
    else if (paid.poisha !== claim.taka * 100)
      items.push({
        kind: 'amountDiffers',
        trxId: claim.trxId,
        provider: paid.provider,
        amount: taka(paid.poisha - claim.taka * 100),
      });
  }

  const creditPoisha = credits.reduce((sum, credit) => sum + credit.poisha, 0);
  const verifiedTaka = verified.reduce((sum, claim) => sum + claim.taka, 0);
  return {
    month,
    verified: { count: verified.length, total: verifiedTaka },
    credits: { count: credits.length, total: taka(creditPoisha) },
    difference: taka(creditPoisha - verifiedTaka * 100),
    items,
  };
}
