import type { Blog } from '@codegrow/shared/schemas/blog';
import { CheckCircle2, Lock, SkipForward } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { PremiumBadge } from '../../../components/ui/article-badges';
import type { ProgressById } from '../model/progress';
import { useFormats } from '../../../lib/i18n/use-formats';

interface PathStepsProps {
  articles: Blog[];
  progress: ProgressById;
  /**
   * Skips a step not read yet that the reader may open, or takes its skip back; none: the steps
   * cannot be skipped.
   */
  onSkip?: (blogId: number, skipped: boolean) => void;
}

/**
 * A path's articles in order: number (a tick once read, an arrow once skipped), title,
 * reading time, premium; a step not read yet can be skipped.
 */
export function PathSteps({ articles, progress, onSkip }: PathStepsProps) {
  const { t } = useTranslation();
  const { readingTimeLabel, formatCount } = useFormats();
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {articles.map((article, index) => {
        const read = progress.get(article.id)?.read ?? false;
        const skipped = !read && (progress.get(article.id)?.skipped ?? false);
        return (
          <li key={article.id} className="relative flex gap-4 p-4 sm:p-5">
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                read
                  ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
                  : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {read ? (
                <>
                  <CheckCircle2 aria-hidden="true" className="size-5" />
                  <span className="sr-only">{t('learning.steps.read')}</span>
                </>
              ) : skipped ? (
                <>
                  <SkipForward aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('learning.steps.skipped')}</span>
                </>
              ) : (
                formatCount(index + 1)
              )}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-slate-900 dark:text-white">
                <Link
                  to={paths.blog.getHref(article.id)}
                  className={cn(
                    'rounded-sm after:absolute after:inset-0 hover:text-indigo-700 dark:hover:text-indigo-300',
                    focusRing,
                  )}
                >
                  <span className="sr-only">
                    {t('learning.steps.step', { n: formatCount(index + 1) })}
                  </span>
                  <span lang={article.language}>{article.title}</span>
                </Link>
              </h3>
              <p
                lang={article.language}
                className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400"
              >
                {article.excerpt}
              </p>
              <p className="mt-2 flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
                <span>{readingTimeLabel(article.reading_time)}</span>
                {article.is_premium && <PremiumBadge />}
                {article.locked && (
                  <span className="inline-flex items-center gap-1">
                    <Lock aria-hidden="true" className="size-3.5" />
                    {t('learning.steps.locked')}
                  </span>
                )}
                {!article.is_published && <span>{t('learning.steps.draft')}</span>}
                {skipped && <span>{t('learning.steps.skipped')}</span>}
              </p>
            </div>
            {onSkip && !read && !article.locked && (
              // Above the link that covers the step, so that it takes its own clicks.
              <Button
                variant="ghost"
                size="sm"
                className="relative self-center"
                aria-pressed={skipped}
                aria-label={`${t('learning.steps.skip')}: ${article.title}`}
                onClick={() => onSkip(article.id, !skipped)}
              >
                {t('learning.steps.skip')}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
