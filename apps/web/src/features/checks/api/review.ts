import type { ReviewCards, ReviewResult } from '@codegrow/shared/schemas/checks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const reviewKey = (viewer: string) => ['review', viewer] as const;

/** GET /api/review: the reader's review cards and the reviews they have done. */
export const getReviewQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: reviewKey(viewer),
    queryFn: ({ signal }) => api.get<ReviewCards>('/review', { signal }),
  });

export const useReviewCards = (viewer: string) => useQuery(getReviewQueryOptions(viewer));

/** POST /api/review/:blogId/:questionId: one card answered, judged and rescheduled. */
export function useAnswerReview(viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: { blogId: number; questionId: string; choiceIds: string[] }) =>
      api.post<ReviewResult>(`/review/${card.blogId}/${card.questionId}`, {
        choiceIds: card.choiceIds,
      }),
    // The queue is read again once the reader leaves the session, not under their feet.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewKey(viewer), refetchType: 'none' }),
  });
}

const remindersKey = ['review', 'reminders'] as const;

/** GET/PUT /api/review/reminders: the reader's daily e-mail of due questions, off unless asked. */
export const useReviewReminders = () =>
  useQuery({
    queryKey: remindersKey,
    queryFn: ({ signal }) => api.get<{ enabled: boolean }>('/review/reminders', { signal }),
  });

export function useSetReviewReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<{ enabled: boolean }>('/review/reminders', { enabled }),
    onSuccess: (data) => queryClient.setQueryData(remindersKey, data),
  });
}
