import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * DELETE /api/auth/sessions: every session of the account ends, on every device, this one's
 * too (its cookie goes with the answer).
 */
export function endAllSessions(): Promise<{ message: string }> {
  return api.delete<{ message: string }>('/auth/sessions');
}

export function useEndAllSessions() {
  return useMutation({ mutationFn: endAllSessions });
}
