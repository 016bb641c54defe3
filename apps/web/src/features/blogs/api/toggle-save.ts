import type { saveToggleSchema } from '@codegrow/shared/schemas/engagement';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { withSave } from '../model/engagement';
import { useArticleToggle } from './article-toggle';
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
  return useArticleToggle(blogId, viewer, {
    send: toggleSave,
    flip: (blog) => withSave(blog, !blog.isSaved),
    settle: (blog, { saved }) => withSave(blog, saved),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: getSavedBlogsQueryOptions(viewer).queryKey });
    },
  });
}
