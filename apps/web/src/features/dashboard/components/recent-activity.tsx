import type { Blog } from '@codegrow/shared/schemas/blog';
import { Bookmark, Crown } from 'lucide-react';
import { Trans } from '../../../lib/i18n/trans';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants, focusRing } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { latestSaved } from '../model/recent-activity';
import { readDate } from '@codegrow/shared/format/formats';
import { useFormats } from '../../../lib/i18n/use-formats';

type SavedItem = Pick<Blog, 'id' | 'title' | 'category' | 'is_premium' | 'language'> & {
  saved_at: string;
};

interface RecentActivityProps {
  blogs: readonly SavedItem[] | undefined;
  isPending: boolean;
}

/** docs/product.md §2 overview: the latest saved articles, each a link to read it. */
export function RecentActivity({ blogs, isPending }: RecentActivityProps) {
  const { t } = useTranslation();
  const { formatDay } = useFormats();
  const recent = blogs ? latestSaved(blogs) : [];
  return (
    <section aria-labelledby="recent-activity-heading">
      <h2
        id="recent-activity-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('dashboard.recent.heading')}
      </h2>
      {isPending ? (
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">{t('dashboard.recent.loading')}</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-[4.5rem] w-full rounded-2xl" />
          ))}
        </div>
      ) : recent.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900/40">
          <Bookmark aria-hidden="true" className="mx-auto size-8 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900 dark:text-white">
            {t('dashboard.recent.emptyTitle')}
          </p>
          <p className="mx-auto mt-1 max-w-xs text-sm text-slate-600 dark:text-slate-400">
            {t('dashboard.recent.emptyBody')}
          </p>
          <Link
            to={paths.blogs.getHref()}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-5' })}
          >
            {t('dashboard.browseBlogs')}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {recent.map((blog) => {
            const savedAt = readDate(blog.saved_at);
            const savedOn = savedAt && formatDay(savedAt);
            return (
              <li key={blog.id}>
                <Link
                  to={paths.blog.getHref(blog.id)}
                  className={cn(
                    'flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/40 dark:hover:bg-indigo-500/5',
                    focusRing,
                  )}
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-100 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300">
                    <Bookmark aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      lang={blog.language}
                      className="block truncate font-medium text-slate-900 dark:text-white"
                    >
                      {blog.title}
                    </span>
                    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-500 dark:text-slate-400">
                      <span>{blog.category}</span>
                      {blog.is_premium && (
                        <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-300">
                          <Crown aria-hidden="true" className="size-3" />
                          {t('dashboard.recent.premium')}
                        </span>
                      )}
                      {savedOn && (
                        <>
                          <span aria-hidden="true">·</span>
                          <span>
                            <Trans
                              i18nKey="dashboard.recent.savedOn"
                              values={{ date: savedOn }}
                              components={{ time: <time dateTime={blog.saved_at} /> }}
                            />
                          </span>
                        </>
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
