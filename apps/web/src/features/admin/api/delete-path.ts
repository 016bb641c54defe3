import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshPaths } from './save-path';

/** DELETE /api/paths/:id. */
export function useDeletePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/paths/${id}`),
    onSuccess: () => refreshPaths(queryClient),
  });
}
