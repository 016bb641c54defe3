/** What the article list is narrowed to; kept in the URL so it can be shared and navigated. */
export interface BlogFilters {
  search: string;
  category: string;
}

/** The API's limit on a search (blogListQuerySchema). */
const MAX_SEARCH_LENGTH = 200;

/** Reads `?search=&category=` (written by paths.blogs.getHref); blanks mean "no filter". */
export function parseBlogFilters(params: URLSearchParams): BlogFilters {
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: (params.get('category') ?? '').trim(),
  };
}

export function hasActiveFilters(filters: BlogFilters): boolean {
  return filters.search !== '' || filters.category !== '';
}

/** The search page's `?q=` (written by paths.search.getHref), within the API's limit. */
export function parseSearchQuery(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}
