import type { PaymentSettings } from '@codegrow/shared/schemas/transaction';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** GET /api/admin/settings. */
export function getPaymentSettings(options?: RequestOptions): Promise<PaymentSettings> {
  return api.get('/admin/settings', options);
}

export function getPaymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => getPaymentSettings({ signal }),
    meta: { errorToast: () => 'Failed to load payment settings' },
  });
}

export function usePaymentSettings() {
  return useQuery(getPaymentSettingsQueryOptions());
}
