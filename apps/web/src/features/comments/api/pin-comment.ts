import { api } from '../../../lib/api-client';
import type { CommentAnswer } from './add-comment';

/** POST /api/comments/:id/pin: pins or unpins (the article's author or an admin). */
export function pinComment(id: number, pinned: boolean): Promise<CommentAnswer> {
  return api.post<CommentAnswer>(`/comments/${id}/pin`, { pinned });
}
