import type { Category } from '@codegrow/shared/schemas/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';
import { blogKeys, categoryKeys } from '../../../lib/query-keys';

/** PUT /api/categories/:id: a rename; 409 for a name in use. */
export function updateCategory(input: {
  id: number;
  name: string;
}): Promise<{ category: Category }> {
  return api.put(`/categories/${input.id}`, { name: input.name });
}

/** Article lists show the category's name, so they reload too. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => {
      for (const queryKey of [categoryKeys.all, ADMIN_QUERY_KEY, blogKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
