import type { LearningPath } from '@codegrow/shared/schemas/learning';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** GET /api/paths/:slug for the editor: the path with its draft steps. */
export function useAdminPath(slug: string) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'paths', slug],
    queryFn: ({ signal }) =>
      api.get<{ path: LearningPath }>(`/paths/${slug}`, { signal }).then((data) => data.path),
  });
}
