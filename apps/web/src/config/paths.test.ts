import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths.blogs.getHref', () => {
  it('is the plain list without filters', () => {
    expect(paths.blogs.getHref()).toBe('/blogs');
    expect(paths.blogs.getHref({ search: '  ', category: '' })).toBe('/blogs');
  });

  it('keeps the filters in the query string, encoded', () => {
    expect(paths.blogs.getHref({ category: 'databases' })).toBe('/blogs?category=databases');
    expect(paths.blogs.getHref({ search: ' b-trees & joins ', category: 'databases' })).toBe(
      '/blogs?search=b-trees+%26+joins&category=databases',
    );
  });
});
