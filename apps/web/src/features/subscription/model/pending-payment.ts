import type { Transaction } from '@codegrow/shared/schemas/transaction';

/**
 * The reader's payment for their own plan an admin has not reviewed yet, the newest if several
 * (a gift waiting for review does not hold back their own checkout).
 */
export function pendingPayment(
  transactions: readonly Transaction[] | undefined,
): Transaction | null {
  return (
    transactions?.find((transaction) => transaction.status === 'pending' && !transaction.gift) ??
    null
  );
}
