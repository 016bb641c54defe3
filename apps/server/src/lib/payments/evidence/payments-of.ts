import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PaymentProvider } from '@codegrow/shared/constants/payment-providers';
import { paymentEvidence } from '../../../db/schema/index';

/** The payments of these IDs (in any case), of `provider` when one is named. */
export const paymentsOf = (trxIds: string[], provider: PaymentProvider | null): SQL | undefined =>
  and(
    inArray(sql`lower(${paymentEvidence.trxId})`, [
      ...new Set(trxIds.map((id) => id.toLowerCase())),
    ]),
    provider ? eq(paymentEvidence.provider, provider) : undefined,
  );

/** The payment of this ID and provider, if it says `amountPoisha` arrived. */
export const paymentSaying = (
  trxId: string,
  provider: PaymentProvider,
  amountPoisha: number,
): SQL | undefined =>
  and(paymentsOf([trxId], provider), eq(paymentEvidence.amountPoisha, amountPoisha));
