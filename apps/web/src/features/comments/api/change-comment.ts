import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withChangedComment } from '../model/comment-fields';
import type { CommentAnswer } from './add-comment';
import { deleteComment } from './delete-comment';
import { editComment } from './edit-comment';
import { getCommentsQueryOptions } from './get-comments';
import { pinComment } from './pin-comment';

export type CommentChange =
  | { kind: 'edit'; id: number; content: string }
  | { kind: 'pin'; id: number; pinned: boolean }
  | { kind: 'delete'; id: number };

function send(change: CommentChange): Promise<{ message: string } | CommentAnswer> {
  if (change.kind === 'edit') return editComment(change.id, { content: change.content });
  if (change.kind === 'pin') return pinComment(change.id, change.pinned);
  return deleteComment(change.id);
}

/**
 * A change to a comment of this discussion: the answer's comment replaces the one shown, then
 * the list is checked again (a pin moves threads, a deletion may remove one).
 */
export function useChangeComment(blogId: number, viewer: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCommentsQueryOptions(blogId, viewer);

  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if ('comment' in answer) {
        queryClient.setQueryData(
          queryKey,
          (discussion) => discussion && withChangedComment(discussion, answer.comment),
        );
      }
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
