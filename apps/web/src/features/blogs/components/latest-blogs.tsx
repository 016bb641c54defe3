import { LIMITS } from '@codegrow/shared/constants/limits';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useBlogs } from '../api/get-blogs';
import { BlogGrid, BlogGridSkeleton } from './blog-grid';

/** What the home page lists; the server fetches the same before rendering it. */
export const LATEST_BLOGS_PARAMS = { page: 1, limit: LIMITS.homeLatestBlogs };

/** The home page's six newest articles (docs/product.md §2, §9). `viewer` comes from viewerKey(). */
export function LatestBlogs({ viewer }: { viewer: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useBlogs(LATEST_BLOGS_PARAMS, viewer);

  return (
    <section aria-labelledby="latest-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">
            {t('home.latest.eyebrow')}
          </p>
          <h2
            id="latest-heading"
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {t('home.latest.heading')}
          </h2>
        </div>
        <Link
          to={paths.blogs.getHref()}
          className={cn(
            'inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400 dark:hover:text-indigo-300',
            focusRing,
          )}
        >
          {t('home.latest.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-8">
        {isPending ? (
          <BlogGridSkeleton count={LIMITS.homeLatestBlogs} />
        ) : isError ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('blogs.list.fetchFailed')}
          </p>
        ) : data.blogs.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('blogs.list.empty')}
          </p>
        ) : (
          <BlogGrid blogs={data.blogs} excerptLength={LIMITS.homeExcerptLength} />
        )}
      </div>
    </section>
  );
}
