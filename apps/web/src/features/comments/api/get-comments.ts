import type { CommentsPage } from '@codegrow/shared/schemas/engagement';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { nextCommentsCursor } from '../model/comment-fields';

/**
 * GET /api/comments/blog/:id: a page of the discussion, newest first, after the comment
 * `before`; 403 for a premium article the viewer may not read.
 */
export function getComments(
  blogId: number,
  before: number | undefined,
  options?: RequestOptions,
): Promise<CommentsPage> {
  return api.get<CommentsPage>(`/comments/blog/${blogId}`, { ...options, params: { before } });
}

/** `viewer` (from viewerKey()) is in the key: whether a premium article's comments load depends on it. */
export function getCommentsQueryOptions(blogId: number, viewer: string) {
  return infiniteQueryOptions({
    queryKey: ['comments', 'blog', viewer, blogId],
    queryFn: ({ pageParam, signal }) => getComments(blogId, pageParam, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextCommentsCursor,
  });
}

export function useComments(blogId: number, viewer: string) {
  return useInfiniteQuery(getCommentsQueryOptions(blogId, viewer));
}
