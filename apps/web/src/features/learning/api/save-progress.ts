import type { Progress } from '@codegrow/shared/schemas/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/query-keys';
import { progressKeys } from './progress-keys';
import { ANONYMOUS_VIEWER } from '../../../lib/viewer-key';
import type { ProgressChange } from '../model/progress';
import { visitorProgress } from '../model/visitor-progress';

/** Keeps where the reader is in an article, and whether they read it. */
export function useSaveProgress(blogId: number, viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProgressChange): Promise<Progress> => {
      if (viewer === ANONYMOUS_VIEWER) return visitorProgress.record(blogId, change);
      const data = await api.put<{ progress: Progress }>(`/progress/${blogId}`, change);
      return data.progress;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
      // 'Blogs Read' on the dashboard counts from the same records.
      void queryClient.invalidateQueries({ queryKey: blogKeys.allSaved });
    },
  });
}
