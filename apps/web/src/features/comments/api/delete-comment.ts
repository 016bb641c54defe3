import { api } from '../../../lib/api-client';

/** DELETE /api/comments/:id: the writer's own; its thread keeps its place. */
export function deleteComment(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/comments/${id}`);
}
