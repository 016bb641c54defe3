import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/query-keys';

/** DELETE /api/categories/:id; 409 while articles still use it. */
export function deleteCategory(id: number): Promise<{ message: string }> {
  return api.delete(`/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // Not awaited: the caller's own callbacks (toasts) run before the lists reload and
    // possibly unmount the row that asked.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
