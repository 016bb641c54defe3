import type { Learning, Progress } from '@codegrow/shared/schemas/learning';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/query-keys';
import { ANONYMOUS_VIEWER } from '../../../lib/viewer-key';
import { progressById, type ProgressChange } from '../model/progress';
import { visitorProgress } from '../model/visitor-progress';

/** Every progress query starts with this: a write refreshes them all. */
export const PROGRESS_QUERY_KEY = ['progress'] as const;

/**
 * The reader's progress in these articles: from the account when signed in, from this
 * browser for a visitor. Only the browser knows a visitor's, so it is never server-rendered.
 */
export function getProgressQueryOptions(blogIds: readonly number[], viewer: string) {
  return queryOptions({
    queryKey: [...PROGRESS_QUERY_KEY, viewer, blogIds],
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
      void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
      // 'Blogs Read' on the dashboard counts from the same records.
      void queryClient.invalidateQueries({ queryKey: blogKeys.allSaved });
    },
  });
}

/** The dashboard's 'Learning' tab: started paths and the step to continue at. */
export function useLearning(viewer: string) {
  return useQuery({
    queryKey: [...PROGRESS_QUERY_KEY, 'learning', viewer],
    queryFn: ({ signal }) =>
      api.get<Learning>('/progress/learning', { signal }).then((data) => data.paths),
  });
}

/** Tries of the hand-over, and the pause before the next: a busy server answers 503 for a while. */
const HANDOVER_TRIES = 4;
const HANDOVER_PAUSE_MS = 1_500;

/** The server was busy or out of reach: worth asking again, as a merge may be repeated. */
const worthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 503);

/** The hand-over under way: the sign-in's and every read of progress wait for the same one. */
let handingOver: Promise<boolean> | null = null;

/**
 * Hands a visitor's progress in this browser to the account they signed in to; true when
 * there was some. A merge changes nothing when repeated, so unlike other writes it is sent
 * again while the server is busy; the browser's copy is deleted only once the account has it.
 */
export function handOverVisitorProgress(): Promise<boolean> {
  handingOver ??= sendVisitorProgress().finally(() => {
    handingOver = null;
  });
  return handingOver;
}

async function sendVisitorProgress(): Promise<boolean> {
  const entries = visitorProgress.all();
  if (entries.length === 0) return false;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await api.post('/progress/merge', { entries });
      break;
    } catch (error) {
      if (!worthRetrying(error) || attempt === HANDOVER_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, HANDOVER_PAUSE_MS * attempt));
    }
  }
  visitorProgress.clear();
  return true;
}
