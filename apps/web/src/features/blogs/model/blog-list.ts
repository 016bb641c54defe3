import type { Blog, BlogListResponse } from '@codegrow/shared/schemas/blog';
import { uniqueById } from '../../../lib/unique-by-id';

/**
 * The articles of every loaded page in order, each once: an article published
 * between two "Load More" clicks shifts the offsets and would otherwise repeat.
 */
export function uniqueBlogs(pages: readonly BlogListResponse[]): Blog[] {
  return uniqueById(pages.flatMap((page) => page.blogs));
}

/** The page to ask for after `last`, or undefined when there is none (TanStack Query's contract). */
export function nextPageParam(last: BlogListResponse): number | undefined {
  return last.pagination.hasMore ? last.pagination.page + 1 : undefined;
}
