import type { ModerationAction } from '@codegrow/shared/constants/discussion';
import type {
  BanInput,
  ModerationQueue,
  ModerationSettings,
} from '@codegrow/shared/schemas/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

const QUEUE_KEY = [...ADMIN_QUERY_KEY, 'moderation'];
const BLOCKED_WORDS_KEY = [...ADMIN_QUERY_KEY, 'blocked-words'];

/** GET /api/admin/moderation: held and reported comments, oldest first. */
export function useModerationQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) => api.get<ModerationQueue>('/admin/moderation', { signal }),
  });
}

/** POST /api/admin/moderation/:commentId: approve or remove; the queue is read again. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, action }: { commentId: number; action: ModerationAction }) =>
      api.post<{ message: string }>(`/admin/moderation/${commentId}`, { action }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

/** POST /api/admin/users/:id/ban: a reason and an optional end. */
export function useBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ban }: { userId: number; ban: BanInput }) =>
      api.post<{ message: string }>(`/admin/users/${userId}/ban`, ban),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

/** DELETE /api/admin/users/:id/ban. */
export function useLiftBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete<{ message: string }>(`/admin/users/${userId}/ban`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

/** GET /api/admin/moderation/blocked-words. */
export function useBlockedWords() {
  return useQuery({
    queryKey: BLOCKED_WORDS_KEY,
    queryFn: ({ signal }) =>
      api.get<{ words: string[] }>('/admin/moderation/blocked-words', { signal }),
  });
}

/** PUT /api/admin/moderation/blocked-words: the list as a whole. */
export function useSaveBlockedWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) =>
      api.put<{ words: string[]; message: string }>('/admin/moderation/blocked-words', { words }),
    onSuccess: (saved) => queryClient.setQueryData(BLOCKED_WORDS_KEY, { words: saved.words }),
  });
}

const SETTINGS_KEY = [...ADMIN_QUERY_KEY, 'moderation-settings'];

/** GET /api/admin/moderation/settings: whether a reader's first comment waits. */
export function useModerationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<ModerationSettings>('/admin/moderation/settings', { signal }),
  });
}

/** PUT /api/admin/moderation/settings. */
export function useSaveModerationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ModerationSettings) =>
      api.put<ModerationSettings & { message: string }>('/admin/moderation/settings', settings),
    onSuccess: ({ message: _message, ...saved }) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
