import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** GET /api/paths as the admin reads it: every path, also those still made of drafts. */
export function useAdminPaths() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'paths'],
    queryFn: ({ signal }) =>
      api.get<{ paths: PathSummary[] }>('/paths', { signal }).then((data) => data.paths),
  });
}
