import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { hasActiveFilters, parseBlogFilters, parseSearchQuery } from './blog-filters';

const parse = (href: string) => parseBlogFilters(new URL(href, 'http://x').searchParams);

describe('parseBlogFilters', () => {
  it('reads search and category from the query string', () => {
    expect(parse('/blogs?search=closures&category=javascript')).toEqual({
      search: 'closures',
      category: 'javascript',
    });
  });

  it('treats missing and blank values as no filter', () => {
    expect(parse('/blogs')).toEqual({ search: '', category: '' });
    expect(parse('/blogs?search=%20%20&category=')).toEqual({ search: '', category: '' });
  });

  it('trims and caps the search the way the API does', () => {
    expect(parse('/blogs?search=  sql  ').search).toBe('sql');
    expect(parse(`/blogs?search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('reads back what paths.blogs.getHref writes', () => {
    const filters = { search: 'react & hooks', category: 'web-development' };
    expect(parse(paths.blogs.getHref(filters))).toEqual(filters);
  });
});

describe('hasActiveFilters', () => {
  it('is true when either filter is set', () => {
    expect(hasActiveFilters({ search: '', category: '' })).toBe(false);
    expect(hasActiveFilters({ search: 'x', category: '' })).toBe(true);
    expect(hasActiveFilters({ search: '', category: 'python' })).toBe(true);
  });
});

describe('parseSearchQuery', () => {
  const query = (href: string) => parseSearchQuery(new URL(href, 'http://x').searchParams);

  it('reads what paths.search.getHref writes', () => {
    expect(query(paths.search.getHref('c++ & rust'))).toBe('c++ & rust');
    expect(query(paths.search.getHref())).toBe('');
  });

  it('trims and caps the query the way the API does', () => {
    expect(query('/search?q=%20%20closures%20')).toBe('closures');
    expect(query(`/search?q=${'a'.repeat(300)}`)).toHaveLength(200);
  });
});
