import type { likeToggleSchema } from '@codegrow/shared/schemas/engagement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { withLike } from '../model/engagement';
import { getBlogQueryOptions } from './get-blog';

export type LikeToggle = z.infer<typeof likeToggleSchema>;

/** POST /api/blogs/:id/like: likes or unlikes; answers the new state and count. */
export function toggleLike(id: number): Promise<LikeToggle> {
  return api.post<LikeToggle>(`/blogs/${id}/like`);
}

/**
 * Flips the heart at once and settles on the server's answer; a failure puts
 * the article back as it was. `viewer` comes from viewerKey().
 */
export function useToggleLike(blogId: number, viewer: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getBlogQueryOptions(blogId, viewer);

  return useMutation({
    mutationFn: () => toggleLike(blogId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (blog) => blog && withLike(blog, !blog.isLiked));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ liked, likesCount }) => {
      queryClient.setQueryData(queryKey, (blog) => blog && withLike(blog, liked, likesCount));
    },
  });
}
