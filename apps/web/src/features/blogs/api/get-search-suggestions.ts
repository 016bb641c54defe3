import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { MAX_ARTICLES, searchSuggestions, wantsSuggestions } from '../model/search-suggestions';
import { getBlogs } from './get-blogs';
import { getCategoriesQueryOptions } from './get-categories';
import { blogKeys } from '../../../lib/query-keys';

/** A pause this long in typing asks the server; each key does not. */
const TYPING_PAUSE_MS = 200;

/**
 * What to offer under the search field as the reader types: the best-matching articles (the
 * same search as the results), matching categories and learning paths (`learningPaths`, which
 * the page has). Quiet on failure: the reader can still search.
 */
export function useSearchSuggestions(typed: string, viewer: string, learningPaths: PathSummary[]) {
  const text = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const wanted = wantsSuggestions(text);
  const articles = useQuery({
    queryKey: blogKeys.suggestions(viewer, text),
    queryFn: ({ signal }) => getBlogs({ search: text, limit: MAX_ARTICLES }, { signal }),
    enabled: wanted,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ ...getCategoriesQueryOptions(), enabled: wanted });
  return useMemo(
    () => searchSuggestions(text, articles.data?.blogs ?? [], categories.data ?? [], learningPaths),
    [text, articles.data, categories.data, learningPaths],
  );
}
