import type {
  LearningPath,
  PathPlace,
  PathSummary,
  PathWriteInput,
} from '@codegrow/shared/schemas/learning';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query about paths starts with this: a path saved or deleted refreshes them all. */
export const PATHS_QUERY_KEY = ['paths'] as const;

/** GET /api/paths: the paths with their number of steps and reading time. */
export function getPathsQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: [...PATHS_QUERY_KEY, 'list', viewer],
    queryFn: ({ signal }) =>
      api.get<{ paths: PathSummary[] }>('/paths', { signal }).then((data) => data.paths),
  });
}

export const usePaths = (viewer: string) => useQuery(getPathsQueryOptions(viewer));

/** GET /api/paths/:slug: the path and its articles in order (the premium rule per step). */
export function getPathQueryOptions(slug: string, viewer: string) {
  return queryOptions({
    queryKey: [...PATHS_QUERY_KEY, 'detail', viewer, slug],
    queryFn: ({ signal }) =>
      api.get<{ path: LearningPath }>(`/paths/${slug}`, { signal }).then((data) => data.path),
    retryOnMount: false,
    meta: { quietStatuses: [404] },
  });
}

export const usePath = (slug: string, viewer: string) =>
  useQuery(getPathQueryOptions(slug, viewer));

/** GET /api/blogs/:id/paths: where an article stands in the paths that hold it. */
export function getPathPlacesQueryOptions(blogId: number) {
  return queryOptions({
    queryKey: [...PATHS_QUERY_KEY, 'places', blogId],
    queryFn: ({ signal }) =>
      api
        .get<{ places: PathPlace[] }>(`/blogs/${blogId}/paths`, { signal })
        .then((data) => data.places),
    enabled: blogId > 0,
  });
}

export const usePathPlaces = (blogId: number) => useQuery(getPathPlacesQueryOptions(blogId));

/** POST /api/paths, or PUT /api/paths/:id to change one; answers with the path's slug. */
export function useSavePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, path }: { id?: number; path: PathWriteInput }) =>
      id
        ? api.put<{ message: string; slug: string }>(`/paths/${id}`, path)
        : api.post<{ message: string; slug: string }>('/paths', path),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PATHS_QUERY_KEY }),
  });
}

export function useDeletePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/paths/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PATHS_QUERY_KEY }),
  });
}
