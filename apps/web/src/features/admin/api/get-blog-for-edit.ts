import type { Blog } from '@codegrow/shared/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

/** GET /api/blogs/:id with the admin's token: drafts and premium bodies included. */
export async function getBlogForEdit(id: number, options?: RequestOptions): Promise<Blog> {
  const data = await api.get<{ blog: Blog }>(`/blogs/${id}`, options);
  return data.blog;
}

/** No toast meta: the edit page toasts 'Failed to load blog data' and leaves itself. */
export function getBlogForEditQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'blog', id],
    queryFn: ({ signal }) => getBlogForEdit(id, { signal }),
    // Always the stored version: the form must not start from a stale copy.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useBlogForEdit(id: number) {
  return useQuery(getBlogForEditQueryOptions(id));
}
