import type { PaymentSettings, PaymentSettingsInput } from '@codegrow/shared/schemas/transaction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getPaymentSettingsQueryOptions } from './get-payment-settings';

/** PUT /api/admin/settings: what is sent changes, the rest stays. */
export function updatePaymentSettings(settings: PaymentSettingsInput): Promise<PaymentSettings> {
  return api.put('/admin/settings', settings);
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(getPaymentSettingsQueryOptions().queryKey, settings),
  });
}
