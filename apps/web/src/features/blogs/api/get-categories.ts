import type { Category } from '@codegrow/shared/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/query-keys';

/** GET /api/categories/stats: every category with its number of published articles. */
export function getCategories(options?: RequestOptions): Promise<Category[]> {
  return api.get<Category[]>('/categories/stats', options);
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.stats,
    queryFn: ({ signal }) => getCategories({ signal }),
    meta: { errorToast: (t) => t('blogs.list.categoriesFailed') },
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
