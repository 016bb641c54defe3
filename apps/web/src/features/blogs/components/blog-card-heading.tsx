import type { Blog } from '@codegrow/shared/schemas/blog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { CategoryBadge, PremiumBadge } from '../../../components/ui/article-badges';

/**
 * The top of an article in a list (grid card or search result): badges, then the title as the
 * link, marked with the article's language (the page's may be another).
 */
export function BlogCardHeading({
  blog,
  href,
  children,
}: {
  blog: Blog;
  href: string;
  /** The title as shown: plain, or with the search's matches marked. */
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge name={blog.category} slug={blog.category_slug} />
        {blog.is_premium && <PremiumBadge />}
      </div>
      <h3
        lang={blog.language}
        className="mt-3 text-lg leading-snug font-semibold text-slate-900 dark:text-white"
      >
        <Link
          to={href}
          className={cn(
            'rounded-sm transition-colors group-hover:text-indigo-700 dark:group-hover:text-indigo-300',
            focusRing,
          )}
        >
          {children}
        </Link>
      </h3>
    </>
  );
}
