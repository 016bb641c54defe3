import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

export interface AdminBlog {
  id: number;
  title: string;
  author_name: string;
  category: string;
  is_premium: boolean;
  is_published: boolean;
  /** Scheduled: when it goes live by itself. */
  publish_at: string | null;
  free_at: string | null;
  likes_count: number;
  created_at: string;
}

/** GET /api/admin/blogs: every article, drafts included, newest first. */
export async function getAdminBlogs(
  search: string | undefined,
  options?: RequestOptions,
): Promise<AdminBlog[]> {
  const data = await api.get<{ blogs: AdminBlog[] }>('/admin/blogs', {
    ...options,
    params: { search: search?.trim() || undefined },
  });
  return data.blogs;
}

export function getAdminBlogsQueryOptions(search?: string) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'blogs', search?.trim() ?? ''],
    queryFn: ({ signal }) => getAdminBlogs(search, { signal }),
    meta: { errorToast: () => TRANSACTION_MESSAGES.dashboardLoadFailed },
  });
}

export function useAdminBlogs(search?: string) {
  return useQuery({ ...getAdminBlogsQueryOptions(search), placeholderData: keepPreviousData });
}
