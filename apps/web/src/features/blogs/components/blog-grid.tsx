import type { Blog } from '@codegrow/shared/schemas/blog';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Skeleton } from '../../../components/ui/skeleton';
import { BlogCard } from './blog-card';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Cards one per row on phones, two on tablets, three on desktops. */
export function BlogGrid({ blogs, excerptLength }: { blogs: Blog[]; excerptLength?: number }) {
  return (
    <ul className={GRID}>
      {blogs.map((blog) => (
        <li key={blog.id}>
          <BlogCard blog={blog} excerptLength={excerptLength} />
        </li>
      ))}
    </ul>
  );
}

function BlogCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Skeleton className="aspect-[5/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="mt-1 h-5 w-11/12" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="mt-2 h-3.5 w-full" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="mt-4 h-4 w-24" />
      </div>
    </div>
  );
}

/** Placeholder cards in the grid's shape while articles load. */
export function BlogGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('common.ui.loading')}</span>
      <div aria-hidden="true" className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
