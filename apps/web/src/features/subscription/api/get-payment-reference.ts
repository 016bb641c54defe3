import type { PaymentReferenceAnswer } from '@codegrow/shared/schemas/payment-evidence';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';

/**
 * POST /api/payments/reference: the reader's reference to type into the wallet (the same until
 * a claim uses it), the amounts, the site's wallets and how long approval usually takes.
 */
export function getPaymentReference(options?: RequestOptions): Promise<PaymentReferenceAnswer> {
  return api.post<PaymentReferenceAnswer>('/payments/reference', undefined, options);
}

export function usePaymentReference(viewer: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: ['payments', 'reference', viewer],
      queryFn: ({ signal }) => getPaymentReference({ signal }),
    }),
    enabled,
    staleTime: Infinity,
  });
}
