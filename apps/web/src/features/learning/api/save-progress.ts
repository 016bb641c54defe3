import type { Progress } from '@codegrow/shared/schemas/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/query-keys';
import { progressKeys } from './progress-keys';
import { ANONYMOUS_VIEWER } from '../../../lib/viewer-key';
import type { ProgressChange } from '../model/progress';
import { visitorProgress } from '../model/visitor-progress';

/** A change to the reader's progress in an article: on the server, or in a visitor's browser. */
async function saveProgress(blogId: number, viewer: string, change: ProgressChange) {
  if (viewer === ANONYMOUS_VIEWER) return visitorProgress.record(blogId, change);
  const data = await api.put<{ progress: Progress }>(`/progress/${blogId}`, change);
  return data.progress;
}

function useProgressMutation<T>(save: (input: T) => Promise<Progress | Progress[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
      // 'Blogs Read' on the dashboard counts from the same records.
      void queryClient.invalidateQueries({ queryKey: blogKeys.allSaved });
    },
  });
}

/** Keeps where the reader is in an article, and whether they read it. */
export const useSaveProgress = (blogId: number, viewer: string) =>
  useProgressMutation((change: ProgressChange) => saveProgress(blogId, viewer, change));

/** 'Start again': the path's steps as not read nor skipped, from their top. */
export const useRestartPath = (slug: string, viewer: string) =>
  useProgressMutation(async (blogIds: readonly number[]) => {
    if (viewer === ANONYMOUS_VIEWER) return visitorProgress.restart(blogIds);
    const data = await api.post<{ progress: Progress[] }>(`/progress/paths/${slug}/restart`);
    return data.progress;
  });

/** Skips a step of a path (or takes the skip back). */
export const useSkipStep = (viewer: string) =>
  useProgressMutation(({ blogId, skipped }: { blogId: number; skipped: boolean }) =>
    saveProgress(blogId, viewer, { skipped }),
  );
