import type { Comment } from '@codegrow/shared/schemas/engagement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';

/** GET /api/comments/blog/:id: newest first; 403 for a premium article the viewer may not read. */
export async function getComments(blogId: number, options?: RequestOptions): Promise<Comment[]> {
  const data = await api.get<{ comments: Comment[] }>(`/comments/blog/${blogId}`, options);
  return data.comments;
}

/** `viewer` (from viewerKey()) is in the key: whether a premium article's comments load depends on it. */
export function getCommentsQueryOptions(blogId: number, viewer: string) {
  return queryOptions({
    queryKey: ['comments', 'blog', viewer, blogId],
    queryFn: ({ signal }) => getComments(blogId, { signal }),
  });
}

export function useComments(blogId: number, viewer: string) {
  return useQuery(getCommentsQueryOptions(blogId, viewer));
}
