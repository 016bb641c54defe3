import type { Category } from '@codegrow/shared/schemas/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/query-keys';

/** POST /api/categories; 409 for a name or slug in use. */
export function createCategory(input: { name: string }): Promise<{ category: Category }> {
  return api.post('/categories', input);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
