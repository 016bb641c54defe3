import type { likeToggleSchema } from '@codegrow/shared/schemas/engagement';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { withLike } from '../model/engagement';
import { useArticleToggle } from './article-toggle';

export type LikeToggle = z.infer<typeof likeToggleSchema>;

/** POST /api/blogs/:id/like: likes or unlikes; answers the new state and count. */
export function toggleLike(id: number): Promise<LikeToggle> {
  return api.post<LikeToggle>(`/blogs/${id}/like`);
}

/** The heart, flipped at once and settled by the server's answer (see useArticleToggle). */
export function useToggleLike(blogId: number, viewer: string) {
  return useArticleToggle(blogId, viewer, {
    send: toggleLike,
    flip: (blog) => withLike(blog, !blog.isLiked),
    settle: (blog, { liked, likesCount }) => withLike(blog, liked, likesCount),
  });
}
