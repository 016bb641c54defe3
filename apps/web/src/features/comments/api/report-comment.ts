import { api } from '../../../lib/api-client';

/** POST /api/comments/:id/report: a reader's reason; thanked once per reader and comment. */
export function reportComment(id: number, reason: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/comments/${id}/report`, { reason });
}
