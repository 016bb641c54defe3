import type { PathPlace } from '@codegrow/shared/schemas/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pathKeys } from '../../../lib/query-keys';

/** GET /api/blogs/:id/paths: where an article stands in the paths that hold it. */
export function getPathPlacesQueryOptions(blogId: number) {
  return queryOptions({
    queryKey: pathKeys.places(blogId),
    queryFn: ({ signal }) =>
      api
        .get<{ places: PathPlace[] }>(`/blogs/${blogId}/paths`, { signal })
        .then((data) => data.places),
    enabled: blogId > 0,
  });
}

export const usePathPlaces = (blogId: number) => useQuery(getPathPlacesQueryOptions(blogId));
