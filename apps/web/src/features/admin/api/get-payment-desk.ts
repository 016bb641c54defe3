import type { PaymentDesk } from '@codegrow/shared/schemas/payment-evidence';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** GET /api/admin/payments/desk: verified, waiting, flagged and unclaimed, with totals. */
export function getPaymentDesk(options?: RequestOptions): Promise<PaymentDesk> {
  return api.get<PaymentDesk>('/admin/payments/desk', options);
}

export function getPaymentDeskQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'payment-desk'],
    queryFn: ({ signal }) => getPaymentDesk({ signal }),
    meta: { errorToast: TRANSACTION_MESSAGES.dashboardLoadFailed },
  });
}

export function usePaymentDesk() {
  return useQuery(getPaymentDeskQueryOptions());
}
