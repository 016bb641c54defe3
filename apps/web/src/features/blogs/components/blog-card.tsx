import type { Blog } from '@codegrow/shared/schemas/blog';
import { ArrowRight, Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { truncateText } from '../model/excerpt';
import { BlogCardHeading } from './blog-card-heading';
import { BlogCover } from './blog-cover';
import { BlogMeta } from './blog-meta';

interface BlogCardProps {
  blog: Blog;
  /** Cut the excerpt to this many characters (the home page's 120); otherwise it is clamped to 3 lines. */
  excerptLength?: number;
}

/** One article in a grid: badges, title, excerpt, date and the way in (or to subscribe). */
export function BlogCard({ blog, excerptLength }: BlogCardProps) {
  const { t } = useTranslation();
  const href = paths.blog.getHref(blog.id);
  const excerpt = excerptLength ? truncateText(blog.excerpt, excerptLength) : blog.excerpt;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg hover:shadow-indigo-500/5 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/40">
      <BlogCover blog={blog} />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <BlogCardHeading blog={blog} href={href}>
          {blog.title}
        </BlogCardHeading>
        <p
          lang={blog.language}
          className={cn(
            'mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400',
            !excerptLength && 'line-clamp-3',
          )}
        >
          {excerpt}
        </p>
        <BlogMeta blog={blog} className="mt-4 text-xs text-slate-500 dark:text-slate-400" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <Link
            to={href}
            className={cn(
              'inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400 dark:hover:text-indigo-300',
              focusRing,
            )}
          >
            {t('blogs.card.readMore')}
            <span className="sr-only">
              : <span lang={blog.language}>{blog.title}</span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
          {blog.locked && (
            <Link
              to={paths.subscribe.getHref()}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-600/20 transition-colors ring-inset hover:bg-amber-100 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/25 dark:hover:bg-amber-400/20',
                focusRing,
              )}
            >
              <Lock aria-hidden="true" className="size-3.5" />
              {t('blogs.card.subscribeToRead')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
