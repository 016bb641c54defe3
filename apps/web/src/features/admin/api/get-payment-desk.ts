import type { PaymentProvider } from '@codegrow/shared/constants/payment-providers';
import type { PaymentDesk } from '@codegrow/shared/schemas/payment-evidence';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** The desk narrowed to days (YYYY-MM-DD, Bangladesh time) and a wallet; empty means all. */
export interface DeskFilters {
  from: string;
  to: string;
  provider: PaymentProvider | '';
}

/** The filters as a query string, for the desk's figures and its CSV export alike. */
export function deskQuery(filters: DeskFilters): string {
  return new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) => (value ? [[name, value]] : [])),
  ).toString();
}

/** GET /api/admin/payments/desk: verified, waiting, flagged and unclaimed, with totals. */
export function getPaymentDesk(query: string, options?: RequestOptions): Promise<PaymentDesk> {
  return api.get<PaymentDesk>(`/admin/payments/desk${query ? `?${query}` : ''}`, options);
}

export function getPaymentDeskQueryOptions(query = '') {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'payment-desk', query],
    queryFn: ({ signal }) => getPaymentDesk(query, { signal }),
    meta: { errorToast: () => TRANSACTION_MESSAGES.dashboardLoadFailed },
  });
}

export function usePaymentDesk(filters: DeskFilters) {
  return useQuery(getPaymentDeskQueryOptions(deskQuery(filters)));
}
