import type { Blog, BlogListResponse } from '@codegrow/shared/schemas/blog';

/**
 * The articles of every loaded page in order, each once: an article published
 * between two "Load More" clicks shifts the offsets and would otherwise repeat.
 */
export function uniqueBlogs(pages: readonly BlogListResponse[]): Blog[] {
  const seen = new Set<number>();
  const blogs: Blog[] = [];
  for (const page of pages) {
    for (const blog of page.blogs) {
      if (seen.has(blog.id)) continue;
      seen.add(blog.id);
      blogs.push(blog);
    }
  }
  return blogs;
}

/** The page to ask for after `last`, or undefined when there is none (TanStack Query's contract). */
export function nextPageParam(last: BlogListResponse): number | undefined {
  return last.pagination.hasMore ? last.pagination.page + 1 : undefined;
}
