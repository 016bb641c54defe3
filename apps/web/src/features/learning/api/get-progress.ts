import type { Progress } from '@codegrow/shared/schemas/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { progressKeys } from './progress-keys';
import { ANONYMOUS_VIEWER } from '../../../lib/viewer-key';
import { progressById } from '../model/progress';
import { visitorProgress } from '../model/visitor-progress';
import { handOverVisitorProgress } from './merge-progress';

/**
 * The reader's progress in these articles: from the account when signed in, from this
 * browser for a visitor. Only the browser knows a visitor's, so it is never server-rendered.
 */
export function getProgressQueryOptions(blogIds: readonly number[], viewer: string) {
  return queryOptions({
    queryKey: progressKeys.of(viewer, blogIds),
    queryFn: async ({ signal }): Promise<Progress[]> => {
      if (viewer === ANONYMOUS_VIEWER) {
        const wanted = new Set(blogIds);
        return visitorProgress.all().filter((entry) => wanted.has(entry.blog_id));
      }
      // Just signed in: what this browser kept joins the account before the account is read
      // (a read begun beside the hand-over would otherwise bring what was there before it).
      await handOverVisitorProgress().catch(() => false);
      const data = await api.get<{ progress: Progress[] }>('/progress', {
        params: { blogs: blogIds.join(',') },
        signal,
      });
      return data.progress;
    },
    enabled: blogIds.length > 0,
    select: progressById,
  });
}

export const useProgress = (blogIds: readonly number[], viewer: string) =>
  useQuery(getProgressQueryOptions(blogIds, viewer));
