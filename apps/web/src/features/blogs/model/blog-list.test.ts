import type { Blog, BlogListResponse } from '@codegrow/shared/schemas/blog';
import { describe, expect, it } from 'vitest';
import { nextPageParam, uniqueBlogs } from './blog-list';

const blog = (id: number) => ({ id, title: `Article ${id}` }) as Blog;
const page = (n: number, ids: number[], hasMore: boolean): BlogListResponse => ({
  blogs: ids.map(blog),
  pagination: { page: n, limit: 3, total: 7, hasMore },
});

describe('uniqueBlogs', () => {
  it('joins the pages in order', () => {
    expect(
      uniqueBlogs([page(1, [9, 8, 7], true), page(2, [6, 5, 4], true)]).map((b) => b.id),
    ).toEqual([9, 8, 7, 6, 5, 4]);
  });

  it('drops an article a shifted page repeats', () => {
    expect(
      uniqueBlogs([page(1, [9, 8, 7], true), page(2, [7, 6, 5], true)]).map((b) => b.id),
    ).toEqual([9, 8, 7, 6, 5]);
  });

  it('is empty for no pages', () => {
    expect(uniqueBlogs([])).toEqual([]);
  });
});

describe('nextPageParam', () => {
  it('asks for the following page only while the server says there is more', () => {
    expect(nextPageParam(page(1, [1], true))).toBe(2);
    expect(nextPageParam(page(3, [1], false))).toBeUndefined();
  });
});
