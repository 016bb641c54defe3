import { getCategoriesQueryOptions, useCategories } from '../../features/blogs/api/get-categories';
import { fetched, searchParams, type PageArgs } from '../../lib/page-data';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@codegrow/shared/constants/limits';
import { categoryFeedPath } from '@codegrow/shared/constants/site';
import { FollowSelect } from '../../features/following/components/follow-select';
import { Trans } from '../../lib/i18n/trans';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { getInfiniteBlogsQueryOptions, useInfiniteBlogs } from '../../features/blogs/api/get-blogs';
import { BlogEmptyState, BlogsLoadFailed } from '../../features/blogs/components/blog-empty-state';
import { BlogFiltersBar } from '../../features/blogs/components/blog-filters-bar';
import { BlogGrid, BlogGridSkeleton } from '../../features/blogs/components/blog-grid';
import { LoadMoreButton } from '../../components/load-more-button';
import {
  hasActiveFilters,
  parseBlogFilters,
  type BlogFilters,
} from '../../features/blogs/model/blog-filters';
import { uniqueBlogs } from '../../features/blogs/model/blog-list';
import { useFormats } from '../../lib/i18n/use-formats';
import { viewerKey } from '../../lib/viewer-key';

/** A search or category named in the list's summary. */
const TERM = 'font-medium text-slate-900 dark:text-white';

export default function BlogsRoute() {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const [searchParams] = useSearchParams();
  const filters = parseBlogFilters(searchParams);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isAuthenticated } = useAuth();
  const viewer = viewerKey(user);

  const categories = useCategories();
  const list = useInfiniteBlogs(filters, viewer);
  const blogs = list.data ? uniqueBlogs(list.data.pages) : [];
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;
  const category = categories.data?.find(
    (item) => item.slug === filters.category || String(item.id) === filters.category,
  );

  // The URL holds the filters (shareable, Back works). A new search or category
  // starts again from page 1, even if that list was loaded further earlier.
  const applyFilters = (next: BlogFilters) => {
    void queryClient.resetQueries({
      queryKey: getInfiniteBlogsQueryOptions(next, viewer).queryKey,
      exact: true,
    });
    void navigate(paths.blogs.getHref(next), { preventScrollReset: true });
  };

  return (
    <ContentLayout
      eyebrow={t('blogs.list.eyebrow')}
      title={t('blogs.list.title')}
      documentTitle={
        category ? t('blogs.list.categoryTitle', { category: category.name }) : undefined
      }
      feed={
        category && {
          title: `${category.name} · ${site.name}`,
          path: categoryFeedPath(category.slug, 'rss.xml'),
        }
      }
      description={category?.description ?? t('blogs.list.description')}
      actions={
        category && (
          <FollowSelect
            target={{ categoryId: category.id }}
            name={category.name}
            isAuthenticated={isAuthenticated}
          />
        )
      }
    >
      <BlogFiltersBar
        // Remounting on a new URL search refills the field after Back or a shared link.
        key={filters.search}
        filters={filters}
        categories={categories.data ?? []}
        onSearch={(search) => applyFilters({ ...filters, search })}
        onCategoryChange={(next) => applyFilters({ ...filters, category: next })}
      />

      <div className="mt-8">
        {list.isPending ? (
          <BlogGridSkeleton count={LIMITS.blogListPageSize} />
        ) : list.isError && blogs.length === 0 ? (
          <BlogsLoadFailed onRetry={() => void list.refetch()} />
        ) : blogs.length === 0 ? (
          <BlogEmptyState
            action={
              hasActiveFilters(filters) && (
                <Link to={paths.blogs.getHref()} className={buttonVariants({ variant: 'outline' })}>
                  {t('blogs.list.clearFilters')}
                </Link>
              )
            }
          />
        ) : (
          <>
            <p aria-live="polite" className="mb-5 text-sm text-slate-600 dark:text-slate-400">
              {t('blogs.list.showing', {
                count: total,
                shown: formatCount(blogs.length),
                total: formatCount(total),
              })}
              {filters.search && (
                <Trans
                  i18nKey="blogs.list.forSearch"
                  values={{ search: filters.search }}
                  components={{ term: <span className={TERM} /> }}
                />
              )}
              {category && (
                <Trans
                  i18nKey="blogs.list.inCategory"
                  values={{ category: category.name }}
                  components={{ term: <span className={TERM} /> }}
                />
              )}
            </p>
            <h2 className="sr-only">{t('blogs.list.articles')}</h2>
            <BlogGrid blogs={blogs} />
            <LoadMoreButton list={list} label={t('blogs.list.loadMore')} className="mt-10" />
          </>
        )}
      </div>
    </ContentLayout>
  );
}

/** The first page of articles as filtered, and the categories to filter by. */
export function serverLoader(args: PageArgs) {
  const { queryClient, reader } = args.context;
  return fetched([
    queryClient.fetchInfiniteQuery(
      getInfiniteBlogsQueryOptions(parseBlogFilters(searchParams(args)), viewerKey(reader)),
    ),
    queryClient.fetchQuery(getCategoriesQueryOptions()),
  ]);
}
