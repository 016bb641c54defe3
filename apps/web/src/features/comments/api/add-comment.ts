import type { Comment, CommentInput } from '@codegrow/shared/schemas/engagement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withNewComment } from '../model/comment-fields';
import { getCommentsQueryOptions } from './get-comments';

export interface CommentAnswer {
  comment: Comment;
  message: string;
}

/** POST /api/comments/blog/:id: 201 with the new comment (a reply with `parentId`); 400, 401, 403 or 429 otherwise. */
export function addComment(blogId: number, input: CommentInput): Promise<CommentAnswer> {
  return api.post<CommentAnswer>(`/comments/blog/${blogId}`, input);
}

/** The new comment goes straight into the list (a reply under its thread), then the list is checked again. */
export function useAddComment(blogId: number, viewer: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCommentsQueryOptions(blogId, viewer);

  return useMutation({
    mutationFn: (input: CommentInput) => addComment(blogId, input),
    onSuccess: ({ comment }) => {
      queryClient.setQueryData(
        queryKey,
        (discussion) => discussion && withNewComment(discussion, comment),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
