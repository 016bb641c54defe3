import type { MonthReport } from '@codegrow/shared/schemas/payment-evidence';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** GET /api/admin/payments/report?month=YYYY-MM: verified payments against the credits. */
export function useMonthReport(month: string) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'month-report', month],
    queryFn: ({ signal }) =>
      api.get<MonthReport>(`/admin/payments/report?month=${encodeURIComponent(month)}`, { signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}
