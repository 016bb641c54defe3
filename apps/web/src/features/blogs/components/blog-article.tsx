import { CalendarDays, Clock, Network, Pencil, Tag } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { badgeVariants } from '../../../components/ui/badge';
import { buttonVariants, focusRing } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { PREMIUM_SECTION_CLASS } from '../model/article-head';
import { blogDate } from '../model/blog-dates';
import { ArticleUpkeep } from './article-upkeep';
import { parseTags } from '../model/blog-fields';
import { articleOutline } from '@codegrow/shared/content/article-outline';
import { ArticleBody } from './article-body';
import { ArticleOutline, hasOutline } from './article-outline';
import { CategoryBadge, PremiumBadge } from '../../../components/ui/article-badges';
import { PremiumLock } from './premium-lock';
import { ARTICLE_BODY_ID } from '../../../lib/article-body';
import type { ReaderArticle } from '../api/get-blog';
import { useFormats } from '../../../lib/i18n/use-formats';

interface BlogArticleProps {
  blog: ReaderArticle;
  /** The body this reader may get is still on its way: a skeleton stands in for it. */
  bodyPending?: boolean;
  isAuthenticated: boolean;
  /** Admins get shortcuts to edit the article and to add a mind map when it has none. */
  isAdmin: boolean;
  /** Slot under the byline: like, save and share buttons. */
  actions?: ReactNode;
  /** Slot under the byline's first line: the article's place in learning paths. */
  pathPlaces?: ReactNode;
  /** Slot right after a body the reader may read: their progress, the path's next step. */
  afterBody?: ReactNode;
  /** Slot after the lock screen of an article the reader may not read: the way on in its paths. */
  afterLock?: ReactNode;
  /** Slot after the body: the read-only mind map, when the article has one. */
  mindmap?: ReactNode;
  /** Slot at the end: the comments list and form. */
  comments?: ReactNode;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return letters || '?';
}

function BodySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-10 space-y-4">
      <span className="sr-only">{t('blogs.article.loading')}</span>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="mt-8 h-7 w-1/3" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** The reading view of docs/product.md §2's blog detail: header, image, body or lock screen, tags. */
export function BlogArticle({
  blog,
  bodyPending = false,
  isAuthenticated,
  isAdmin,
  actions,
  pathPlaces,
  afterBody,
  afterLock,
  mindmap,
  comments,
}: BlogArticleProps) {
  const { t } = useTranslation();
  const tags = parseTags(blog.tags);
  const { formatLongDay, readingTimeLabel } = useFormats();
  const readingTime = readingTimeLabel(blog.reading_time);
  const readable = !bodyPending && !blog.locked;
  const outline = useMemo(
    () => (readable ? articleOutline(blog.content_html ?? '') : []),
    [readable, blog.content_html],
  );
  const showOutline = hasOutline(outline);

  return (
    // Wide screens: the text in the middle column, the outline beside it in the right one.
    <div className="xl:mx-auto xl:grid xl:max-w-[78rem] xl:grid-cols-[15rem_minmax(0,48rem)_15rem]">
      <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:py-14 xl:col-start-2 xl:w-full">
        <BackLink to={paths.blogs.getHref()}>{t('blogs.article.allBlogs')}</BackLink>

        <header className="mt-6">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge name={blog.category} slug={blog.category_slug} />
            {blog.is_premium && <PremiumBadge />}
          </div>
          <h1
            lang={blog.language}
            className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl dark:text-white"
          >
            {blog.title}
          </h1>
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-2.5">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-blue-500 text-xs font-bold text-white"
              >
                {initials(blog.author_name)}
              </span>
              <span className="font-medium text-slate-900 dark:text-slate-100">
                {blog.author_name}
              </span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={blogDate(blog).toISOString()}>{formatLongDay(blogDate(blog))}</time>
            </span>
            {readingTime && (
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {readingTime}
              </span>
            )}
          </div>
          <ArticleUpkeep blog={blog} />
          {pathPlaces}
          {isAdmin && (
            <div className="mt-5 flex flex-wrap gap-2">
              <Link
                to={paths.admin.blogEdit.getHref(blog.id)}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('blogs.article.edit')}
              </Link>
              {blog.mindmap_data == null && (
                <Link
                  to={paths.mindmapCreate.getHref(blog.id)}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  <Network aria-hidden="true" className="size-4" />
                  {t('blogs.article.addMindmap')}
                </Link>
              )}
            </div>
          )}
          {actions && <div className="mt-6">{actions}</div>}
        </header>

        {blog.image_url && (
          <img
            src={blog.image_url}
            alt=""
            decoding="async"
            className="mt-8 aspect-video w-full rounded-2xl border border-slate-200 object-cover dark:border-slate-800"
          />
        )}

        {bodyPending ? (
          <BodySkeleton />
        ) : blog.locked ? (
          <div className={PREMIUM_SECTION_CLASS}>
            <PremiumLock
              excerpt={blog.excerpt}
              language={blog.language}
              isAuthenticated={isAuthenticated}
            />
            {afterLock && <div className="mt-10 space-y-4">{afterLock}</div>}
          </div>
        ) : (
          <>
            {showOutline && (
              <div className="xl:hidden">
                <ArticleOutline entries={outline} placement="folded" language={blog.language} />
              </div>
            )}
            <div id={ARTICLE_BODY_ID} className="mt-10">
              <ArticleBody
                html={blog.content_html ?? ''}
                language={blog.language}
                articleId={blog.id}
              />
            </div>
            {afterBody && <div className="mt-10 space-y-4">{afterBody}</div>}
          </>
        )}

        {tags.length > 0 && (
          <div className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-800">
            <h2 className="sr-only">{t('blogs.article.tags')}</h2>
            <ul className="flex flex-wrap items-center gap-2">
              <li aria-hidden="true" className="text-slate-400">
                <Tag className="size-4" />
              </li>
              {tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={paths.blogs.getHref({ search: tag })}
                    className={cn(
                      badgeVariants({ tone: 'slate' }),
                      focusRing,
                      'px-3 py-1 transition-colors hover:bg-slate-200 dark:hover:bg-slate-700',
                    )}
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}

        {mindmap && <div className="mt-12">{mindmap}</div>}
        {comments && <div className="mt-12">{comments}</div>}
      </article>
      {showOutline && (
        <aside className="hidden xl:col-start-3 xl:block">
          {/* A long outline scrolls by itself, so its last entries stay within reach. */}
          <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pt-14 pl-8">
            <ArticleOutline entries={outline} placement="beside" language={blog.language} />
          </div>
        </aside>
      )}
    </div>
  );
}
