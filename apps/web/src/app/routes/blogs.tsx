import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@codegrow/shared/constants/limits';
import { categoryFeedPath } from '@codegrow/shared/constants/site';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { getInfiniteBlogsQueryOptions, useInfiniteBlogs } from '../../features/blogs/api/get-blogs';
import { useCategories } from '../../features/blogs/api/get-categories';
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
import { viewerKey } from '../../lib/viewer-key';

const DEFAULT_DESCRIPTION =
  'Tutorials and guides on programming, databases and software development.';

export default function BlogsRoute() {
  const [searchParams] = useSearchParams();
  const filters = parseBlogFilters(searchParams);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
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
      eyebrow="Library"
      title="All Blogs"
      documentTitle={category ? `${category.name} articles` : undefined}
      feed={
        category && {
          title: `${category.name} · ${site.name}`,
          path: categoryFeedPath(category.slug, 'rss.xml'),
        }
      }
      description={category?.description ?? DEFAULT_DESCRIPTION}
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
                  Clear filters
                </Link>
              )
            }
          />
        ) : (
          <>
            <p aria-live="polite" className="mb-5 text-sm text-slate-600 dark:text-slate-400">
              Showing {blogs.length} of {total} {total === 1 ? 'article' : 'articles'}
              {filters.search && (
                <>
                  {' '}
                  for{' '}
                  <span className="font-medium text-slate-900 dark:text-white">
                    “{filters.search}”
                  </span>
                </>
              )}
              {category && (
                <>
                  {' '}
                  in{' '}
                  <span className="font-medium text-slate-900 dark:text-white">
                    {category.name}
                  </span>
                </>
              )}
            </p>
            <h2 className="sr-only">Articles</h2>
            <BlogGrid blogs={blogs} />
            <LoadMoreButton list={list} label={READER_MESSAGES.loadMore} className="mt-10" />
          </>
        )}
      </div>
    </ContentLayout>
  );
}
