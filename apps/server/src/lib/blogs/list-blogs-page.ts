import type { BlogListQuery, BlogListResponse } from '@codegrow/shared/schemas/blog';
import { pagination } from '@codegrow/shared/schemas/common';
import type { Viewer } from '../access/article-access';
import { toBlogJson } from './blog-serializer';
import type { createBlogsRepository } from './blogs-repository';

/** One page of published articles as this viewer may see them, with the pagination block. */
export async function listBlogsPage(
  repo: ReturnType<typeof createBlogsRepository>,
  query: BlogListQuery,
  viewer: Viewer,
): Promise<BlogListResponse> {
  const { records, total } = await repo.list(query, viewer);
  const { page, limit } = query;
  return {
    blogs: records.map((record) => toBlogJson(record, viewer)),
    pagination: pagination(page, limit, total),
  };
}
