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

describe('paths.search.getHref', () => {
  it('is the bare page without a query', () => {
    expect(paths.search.getHref()).toBe('/search');
    expect(paths.search.getHref('   ')).toBe('/search');
  });

  it('puts the trimmed query in ?q=, encoded', () => {
    expect(paths.search.getHref(' closures ')).toBe('/search?q=closures');
    expect(paths.search.getHref('c++ & rust')).toBe('/search?q=c%2B%2B+%26+rust');
  });
});

describe('paths.dashboard.getHref', () => {
  it('is the plain page for the overview', () => {
    expect(paths.dashboard.getHref()).toBe('/dashboard');
    expect(paths.dashboard.getHref('overview')).toBe('/dashboard');
  });

  it('names any other tab in ?tab=', () => {
    expect(paths.dashboard.getHref('transactions')).toBe('/dashboard?tab=transactions');
    expect(paths.dashboard.getHref('settings')).toBe('/dashboard?tab=settings');
  });
});

describe('paths.admin.root.getHref', () => {
  it('is the plain page for the overview, and names any other tab in ?tab=', () => {
    expect(paths.admin.root.getHref()).toBe('/admin');
    expect(paths.admin.root.getHref('overview')).toBe('/admin');
    expect(paths.admin.root.getHref('blogs')).toBe('/admin?tab=blogs');
  });
});
