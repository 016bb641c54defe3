import type { Blog } from '@codegrow/shared/schemas/blog';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { BlogCardHeading } from './blog-card-heading';
import { BlogMeta } from './blog-meta';
import { HighlightedText } from './highlighted-text';

function SearchResult({ blog, query }: { blog: Blog; query: string }) {
  const { t } = useTranslation();
  const href = paths.blog.getHref(blog.id);

  return (
    <li>
      <article className="group relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-200 hover:shadow-md sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/40">
        <BlogCardHeading blog={blog} href={href}>
          <HighlightedText text={blog.title} query={query} />
        </BlogCardHeading>
        {(blog.snippet ?? blog.excerpt) && (
          <p
            lang={blog.language}
            className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-400"
          >
            {/* Where the words were found in the text, when it was there; else the summary. */}
            <HighlightedText
              text={blog.snippet ? `…${blog.snippet}…` : blog.excerpt}
              query={query}
            />
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-xs text-slate-500 dark:text-slate-400">
          <BlogMeta blog={blog} />
          <Link
            to={href}
            tabIndex={-1}
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400 dark:hover:text-indigo-300"
          >
            {t('blogs.search.readArticle')}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </article>
    </li>
  );
}

/** Search hits as a list, best match first, with the query's words marked. */
export function SearchResults({ blogs, query }: { blogs: readonly Blog[]; query: string }) {
  return (
    <ul className="space-y-4">
      {blogs.map((blog) => (
        <SearchResult key={blog.id} blog={blog} query={query} />
      ))}
    </ul>
  );
}
