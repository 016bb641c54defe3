import { LIMITS } from '@codegrow/shared/constants/limits';
import type { BlogListResponse } from '@codegrow/shared/schemas/blog';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import type { AppQueryMeta } from '../../../lib/react-query';
import { nextPageParam } from '../model/blog-list';
import { blogKeys } from '../../../lib/query-keys';

export interface BlogListParams {
  page?: number;
  limit?: number;
  /** A category id or slug. */
  category?: string;
  search?: string;
}

/** GET /api/blogs: newest first (best match first when searching); items carry no content. */
export function getBlogs(
  { page, limit, category, search }: BlogListParams,
  options?: RequestOptions,
): Promise<BlogListResponse> {
  return api.get<BlogListResponse>('/blogs', {
    ...options,
    params: { page, limit, category: category || undefined, search: search || undefined },
  });
}

const meta: AppQueryMeta = { errorToast: (t) => t('blogs.list.fetchFailed') };

/** One page of articles, e.g. the home page's latest six. `viewer` comes from viewerKey(). */
export function getBlogsQueryOptions(params: BlogListParams, viewer: string) {
  return queryOptions({
    queryKey: blogKeys.list(viewer, params),
    queryFn: ({ signal }) => getBlogs(params, { signal }),
    meta,
  });
}

export function useBlogs(params: BlogListParams, viewer: string) {
  return useQuery(getBlogsQueryOptions(params, viewer));
}

export type InfiniteBlogsParams = Omit<BlogListParams, 'page'>;

/** The article list, page after page, for 'Load More Blogs'. */
export function getInfiniteBlogsQueryOptions(
  { limit = LIMITS.blogListPageSize, category = '', search = '' }: InfiniteBlogsParams,
  viewer: string,
) {
  return infiniteQueryOptions({
    queryKey: blogKeys.infinite(viewer, { limit, category, search }),
    queryFn: ({ pageParam, signal }) =>
      getBlogs({ page: pageParam, limit, category, search }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    meta,
  });
}

/** `enabled: false` waits, e.g. for the search page's reader to type something. */
export function useInfiniteBlogs(
  params: InfiniteBlogsParams,
  viewer: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...getInfiniteBlogsQueryOptions(params, viewer), enabled });
}
