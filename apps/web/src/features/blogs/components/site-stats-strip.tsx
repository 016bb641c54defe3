import { useTranslation } from '../../../lib/i18n/use-translation';
import { Skeleton } from '../../../components/ui/skeleton';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';
import { useSiteStats } from '../api/get-site-stats';
import { siteFigures } from '../model/site-stats';

/** docs/product.md §2 Home: articles, learners and premium tutorials, each with a plus; zeros on failure. */
export function SiteStatsStrip() {
  const { t } = useTranslation();
  const { data, isPending } = useSiteStats();
  const { formatCount } = useFormats();
  const figures = siteFigures(data, formatCount, t);

  return (
    <section aria-label={t('home.stats.label', { site: site.name })}>
      <dl
        className={cn(
          'mx-auto grid max-w-3xl divide-x divide-slate-200 rounded-2xl border border-slate-200 bg-white/80 py-5 shadow-sm backdrop-blur dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900/60',
          figures.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
        )}
      >
        {figures.map((figure) => (
          // Numbers on top (the label follows in the markup, as a definition list wants);
          // top-aligned, so a label that wraps on a phone does not push its number down.
          <div
            key={figure.label}
            className="flex flex-col-reverse items-center justify-end gap-1 px-2 text-center"
          >
            <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">
              {figure.label}
            </dt>
            <dd className="text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums sm:text-3xl dark:text-white">
              {isPending ? (
                <>
                  <Skeleton className="h-8 w-14 sm:h-9" />
                  <span className="sr-only">{t('home.stats.loading')}</span>
                </>
              ) : (
                figure.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
