import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';
import { blogKeys, categoryKeys } from '../../../lib/query-keys';

/** DELETE /api/blogs/:id. */
export function deleteBlog(id: number): Promise<{ message: string }> {
  return api.delete(`/blogs/${id}`);
}

/** The dashboard, the public lists and the category counts all change. */
export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    // Not awaited: the caller's own callbacks (toasts) run before the lists reload and
    // possibly unmount the row that asked.
    onSuccess: () => {
      for (const queryKey of [ADMIN_QUERY_KEY, blogKeys.all, categoryKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
