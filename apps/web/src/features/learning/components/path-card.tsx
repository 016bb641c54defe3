import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { ArrowRight, Crown, ListOrdered } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { PathLevelBadge } from '../../../components/ui/path-level-badge';
import { useFormats } from '../../../lib/i18n/use-formats';

/** One path in the list: cover, level, title, description and how long it takes. */
export function PathCard({ path }: { path: PathSummary }) {
  const { t } = useTranslation();
  const { readingTimeLabel, formatCount } = useFormats();
  const href = paths.learningPath.getHref(path.slug);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/40">
      {path.cover_url ? (
        <img
          src={path.cover_url}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[2/1] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[2/1] items-center justify-center bg-linear-to-br from-indigo-500 to-emerald-500 text-white"
        >
          <ListOrdered className="size-10 opacity-80" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div>
          <PathLevelBadge level={path.level} />
        </div>
        <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={href} className={cn('rounded-sm after:absolute after:inset-0', focusRing)}>
            {path.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-400">
          {path.description}
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          <span>{t('learning.articles', { count: path.steps, n: formatCount(path.steps) })}</span>
          <span>{readingTimeLabel(path.reading_time)}</span>
          {path.premium_steps > 0 && (
            <span className="inline-flex items-center gap-1">
              <Crown aria-hidden="true" className="size-3.5 text-amber-600 dark:text-amber-400" />
              {t('learning.card.premium', { n: formatCount(path.premium_steps) })}
            </span>
          )}
        </p>
        <span className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-indigo-600 dark:text-indigo-400">
          {t('learning.card.view')}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </div>
    </article>
  );
}
