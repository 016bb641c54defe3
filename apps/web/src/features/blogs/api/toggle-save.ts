import type { saveToggleSchema } from '@codegrow/shared/schemas/engagement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { withSave } from '../model/engagement';
import { getBlogQueryOptions } from './get-blog';
import { getSavedBlogsQueryOptions } from './get-saved-blogs';

export type SaveToggle = z.infer<typeof saveToggleSchema>;

/** POST /api/blogs/:id/save: adds the article to the reader's collection or takes it out. */
export function toggleSave(id: number): Promise<SaveToggle> {
  return api.post<SaveToggle>(`/blogs/${id}/save`);
}

/**
 * Like useToggleLike: optimistic, settled by the server, rolled back on failure.
 * The dashboard's saved list and counts are fetched again afterwards.
 */
export function useToggleSave(blogId: number, viewer: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getBlogQueryOptions(blogId, viewer);

  return useMutation({
    mutationFn: () => toggleSave(blogId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (blog) => blog && withSave(blog, !blog.isSaved));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ saved }) => {
      queryClient.setQueryData(queryKey, (blog) => blog && withSave(blog, saved));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: getSavedBlogsQueryOptions(viewer).queryKey });
    },
  });
}
