import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pathKeys } from '../../../lib/query-keys';

/** GET /api/paths: the paths with their number of steps and reading time. */
export function getPathsQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: pathKeys.list(viewer),
    queryFn: ({ signal }) =>
      api.get<{ paths: PathSummary[] }>('/paths', { signal }).then((data) => data.paths),
  });
}

export const usePaths = (viewer: string) => useQuery(getPathsQueryOptions(viewer));
