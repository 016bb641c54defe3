import { getCategoriesQueryOptions } from '../../features/blogs/api/get-categories';
import { getPathsQueryOptions, usePaths } from '../../features/learning/api/get-paths';
import { fetched, searchParams, type PageArgs } from '../../lib/page-data';
import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Trans } from '../../lib/i18n/trans';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { getInfiniteBlogsQueryOptions, useInfiniteBlogs } from '../../features/blogs/api/get-blogs';
import { BlogEmptyState, BlogsLoadFailed } from '../../features/blogs/components/blog-empty-state';
import { SearchForm } from '../../features/blogs/components/search-form';
import { LoadMoreButton } from '../../components/load-more-button';
import { SearchResults } from '../../features/blogs/components/search-results';
import { TopicMatches } from '../../features/blogs/components/topic-matches';
import { parseSearchQuery } from '../../features/blogs/model/blog-filters';
import { uniqueBlogs } from '../../features/blogs/model/blog-list';
import { ANONYMOUS_VIEWER, viewerKey } from '../../lib/viewer-key';
import { pageTitle, useHead } from '../../lib/page-head';
import { useFormats } from '../../lib/i18n/use-formats';

/** Until the paths arrive: one empty list, so the suggestions are not worked out again each render. */
const NO_PATHS: PathSummary[] = [];

function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('blogs.search.searching')}</span>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          className="space-y-3 rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
        >
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}

function SearchPrompt() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/40">
      <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Search aria-hidden="true" className="size-6" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        {t('blogs.search.promptHeading')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
        {t('blogs.search.promptBody')}
      </p>
    </div>
  );
}

export default function SearchRoute() {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const [searchParams] = useSearchParams();
  const query = parseSearchQuery(searchParams);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const viewer = viewerKey(user);
  const learningPaths = usePaths(ANONYMOUS_VIEWER).data ?? NO_PATHS;
  // A search's results are for the reader, not for search engines.
  useHead({
    title: pageTitle(query ? t('blogs.search.titleWithQuery', { query }) : t('blogs.search.title')),
    noindex: true,
  });

  // The same list (and cache) as /blogs?search=, which this page presents differently.
  const list = useInfiniteBlogs({ search: query }, viewer, { enabled: query !== '' });
  const blogs = list.data ? uniqueBlogs(list.data.pages) : [];
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;

  // A new search starts again from page 1, even if those results were loaded further earlier.
  const search = (next: string) => {
    void queryClient.resetQueries({
      queryKey: getInfiniteBlogsQueryOptions({ search: next.trim() }, viewer).queryKey,
      exact: true,
    });
    void navigate(paths.search.getHref(next));
  };

  let results;
  if (query === '') results = <SearchPrompt />;
  else if (list.isPending) results = <ResultsSkeleton />;
  else if (list.isError && blogs.length === 0) {
    results = <BlogsLoadFailed onRetry={() => void list.refetch()} />;
  } else if (blogs.length === 0) {
    results = (
      <BlogEmptyState
        action={
          <Link to={paths.blogs.getHref()} className={buttonVariants({ variant: 'outline' })}>
            {t('blogs.search.browseAll')}
          </Link>
        }
      />
    );
  } else {
    results = (
      <>
        <h2 className="sr-only">{t('blogs.search.results')}</h2>
        <SearchResults blogs={blogs} query={query} />
        <LoadMoreButton list={list} label={t('blogs.list.loadMore')} className="mt-8" />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t('blogs.search.title')}
      </h1>
      <p className="mt-3 text-base text-slate-600 dark:text-slate-400">{t('blogs.search.lead')}</p>
      <div className="mt-8">
        {/* Remounting on a new URL query refills the field after Back or a shared link. */}
        <SearchForm
          key={query}
          query={query}
          viewer={viewer}
          learningPaths={learningPaths}
          onSearch={search}
        />
      </div>
      <p
        aria-live="polite"
        className="mt-6 mb-4 min-h-5 text-sm text-slate-600 dark:text-slate-400"
      >
        {query !== '' && list.data && (
          <Trans
            i18nKey="blogs.search.summary"
            count={total}
            values={{ total: formatCount(total), query }}
            components={{ term: <span className="font-medium text-slate-900 dark:text-white" /> }}
          />
        )}
      </p>
      {query !== '' && <TopicMatches query={query} learningPaths={learningPaths} />}
      {results}
    </div>
  );
}

/** The first page of matches, with the categories and paths named like the search above them. */
export function serverLoader(args: PageArgs) {
  const { queryClient, reader } = args.context;
  const search = parseSearchQuery(searchParams(args));
  if (!search) return null;
  return fetched([
    queryClient.fetchInfiniteQuery(getInfiniteBlogsQueryOptions({ search }, viewerKey(reader))),
    queryClient.fetchQuery(getCategoriesQueryOptions()),
    queryClient.fetchQuery(getPathsQueryOptions(ANONYMOUS_VIEWER)),
  ]);
}
