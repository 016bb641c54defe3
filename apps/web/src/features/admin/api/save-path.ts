import type { PathWriteInput } from '@codegrow/shared/schemas/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pathKeys } from '../../../lib/query-keys';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** The admin's list and every reader's view of paths change. */
export function refreshPaths(queryClient: ReturnType<typeof useQueryClient>) {
  for (const queryKey of [ADMIN_QUERY_KEY, pathKeys.all])
    void queryClient.invalidateQueries({ queryKey });
}

/** POST /api/paths, or PUT /api/paths/:id to change one; answers with the path's slug. */
export function useSavePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, path }: { id?: number; path: PathWriteInput }) =>
      id
        ? api.put<{ message: string; slug: string }>(`/paths/${id}`, path)
        : api.post<{ message: string; slug: string }>('/paths', path),
    onSuccess: () => refreshPaths(queryClient),
  });
}
