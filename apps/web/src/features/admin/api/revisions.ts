import type { Blog } from '@codegrow/shared/schemas/blog';
import type { Revision, RevisionSummary } from '@codegrow/shared/schemas/revision';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';
import { useInvalidateAfterWrite } from './save-blog';

const historyKey = (blogId: number) => [...ADMIN_QUERY_KEY, 'revisions', blogId];

/** GET /api/blogs/:id/revisions: newest first, the first being the current version. */
export function useRevisions(blogId: number) {
  return useQuery({
    queryKey: historyKey(blogId),
    queryFn: ({ signal }) =>
      api.get<{ revisions: RevisionSummary[] }>(`/blogs/${blogId}/revisions`, { signal }),
    select: (data) => data.revisions,
  });
}

/** GET /api/blogs/:id/revisions/:revisionId: one version whole; versions never change. */
export function useRevision(blogId: number, revisionId: number | undefined) {
  return useQuery({
    queryKey: [...historyKey(blogId), revisionId],
    queryFn: ({ signal }) =>
      api.get<{ revision: Revision }>(`/blogs/${blogId}/revisions/${revisionId}`, { signal }),
    select: (data) => data.revision,
    enabled: revisionId !== undefined,
    staleTime: Infinity,
  });
}

/**
 * POST /api/blogs/:id/revisions/:revisionId/restore, naming the version this page shows as
 * current: the server refuses (409) when someone saved since.
 */
export function useRestoreRevision(blogId: number) {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({
      revisionId,
      currentRevisionId,
    }: {
      revisionId: number;
      currentRevisionId: number;
    }) =>
      api.post<{ message: string; blog: Blog }>(
        `/blogs/${blogId}/revisions/${revisionId}/restore`,
        { currentRevisionId },
      ),
    // The history too (it is under the admin's key), stale or not: the page shows the latest.
    onSettled: invalidate,
  });
}
