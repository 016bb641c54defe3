import { BLOG_FORM_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Category } from '@codegrow/shared/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/query-keys';

/** GET /api/categories/stats: the blog form's choices and the manager's list, with counts. */
export function getCategoryStats(options?: RequestOptions): Promise<Category[]> {
  return api.get<Category[]>('/categories/stats', options);
}

export function getCategoryStatsQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.admin,
    queryFn: ({ signal }) => getCategoryStats({ signal }),
    meta: { errorToast: () => BLOG_FORM_MESSAGES.loadCategoriesFailed },
  });
}

export function useCategoryStats() {
  return useQuery(getCategoryStatsQueryOptions());
}
