import type { CheckAnswers, CheckResults, ChecksResponse } from '@codegrow/shared/schemas/checks';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/blogs/:id/checks: the article's questions, without their answers. */
export const getChecksQueryOptions = (blogId: number, viewer: string) =>
  queryOptions({
    queryKey: ['checks', blogId, viewer],
    queryFn: ({ signal }) => api.get<ChecksResponse>(`/blogs/${blogId}/checks`, { signal }),
  });

export const useChecks = (blogId: number, viewer: string, enabled: boolean) =>
  useQuery({ ...getChecksQueryOptions(blogId, viewer), enabled });

/** POST /api/blogs/:id/checks: the answers judged (and kept, for a signed-in reader). */
export const answerChecks = (blogId: number, answers: CheckAnswers['answers']) =>
  api.post<CheckResults>(`/blogs/${blogId}/checks`, { answers });

export const useAnswerChecks = (blogId: number) =>
  useMutation({ mutationFn: (answers: CheckAnswers['answers']) => answerChecks(blogId, answers) });
