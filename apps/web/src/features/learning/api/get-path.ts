import type { LearningPath } from '@codegrow/shared/schemas/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pathKeys } from '../../../lib/query-keys';

/** GET /api/paths/:slug: the path and its articles in order (the premium rule per step). */
export function getPathQueryOptions(slug: string, viewer: string) {
  return queryOptions({
    queryKey: pathKeys.detail(viewer, slug),
    queryFn: ({ signal }) =>
      api.get<{ path: LearningPath }>(`/paths/${slug}`, { signal }).then((data) => data.path),
    retryOnMount: false,
    meta: { quietStatuses: [404] },
  });
}

export const usePath = (slug: string, viewer: string) =>
  useQuery(getPathQueryOptions(slug, viewer));
