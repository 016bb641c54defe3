import type { Transaction } from '@codegrow/shared/schemas/transaction';

/** The reader's payment an admin has not reviewed yet, the newest if several. */
export function pendingPayment(
  transactions: readonly Transaction[] | undefined,
): Transaction | null {
  return transactions?.find((transaction) => transaction.status === 'pending') ?? null;
}
