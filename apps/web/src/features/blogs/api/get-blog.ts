import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Blog } from '@codegrow/shared/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';

/** GET /api/blogs/:id: with content, or `locked` with the excerpt only for a premium article. */
export async function getBlog(id: number, options?: RequestOptions): Promise<Blog> {
  const data = await api.get<{ blog: Blog }>(`/blogs/${id}`, options);
  return data.blog;
}

export function getBlogQueryOptions(id: number, viewer: string) {
  return queryOptions({
    queryKey: ['blogs', 'detail', viewer, id],
    queryFn: ({ signal }) => getBlog(id, { signal }),
    enabled: id > 0,
    // A missing article is shown as 'Blog not found', not toasted.
    meta: { errorToast: READER_MESSAGES.fetchBlogFailed, quietStatuses: [404] },
  });
}

export function useBlog(id: number, viewer: string) {
  return useQuery(getBlogQueryOptions(id, viewer));
}

export function isBlogNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
