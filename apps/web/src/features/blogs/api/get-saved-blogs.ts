import type { SavedResponse } from '@codegrow/shared/schemas/engagement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/query-keys';

export type SavedBlog = SavedResponse['blogs'][number];

/** GET /api/blogs/saved: the reader's collection, newest save first, with the dashboard's counts. */
export function getSavedBlogs(options?: RequestOptions): Promise<SavedResponse> {
  return api.get<SavedResponse>('/blogs/saved', options);
}

/**
 * `viewer` (from viewerKey()) is in the key: the list is the signed-in reader's,
 * and whether its premium articles are locked follows the subscription.
 */
export function getSavedBlogsQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: blogKeys.saved(viewer),
    queryFn: ({ signal }) => getSavedBlogs({ signal }),
    meta: { errorToast: (t) => t('subscription.transactions.loadFailed') },
  });
}

export function useSavedBlogs(viewer: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSavedBlogsQueryOptions(viewer), enabled });
}
