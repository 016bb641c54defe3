import type { CommentEdit } from '@codegrow/shared/schemas/engagement';
import { api } from '../../../lib/api-client';
import type { CommentAnswer } from './add-comment';

/** PATCH /api/comments/:id: the writer's new text, within 15 minutes of posting (403 after). */
export function editComment(id: number, input: CommentEdit): Promise<CommentAnswer> {
  return api.patch<CommentAnswer>(`/comments/${id}`, input);
}
