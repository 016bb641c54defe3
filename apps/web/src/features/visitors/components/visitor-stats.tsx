import type { VisitorStats as VisitorStatsData } from '@codegrow/shared/schemas/engagement';
import { ChevronDown, Eye, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useVisitorStats } from '../api/get-visitor-stats';
import { abbreviateCount } from '../model/abbreviate-count';
import { useFormats } from '../../../lib/i18n/use-formats';

/** Each figure's texts are under `common.visitors.<key>`: its label and its hint. */
interface Figure {
  key: keyof VisitorStatsData;
  icon: LucideIcon;
}

/** Views first: on small screens it is the one figure shown until the reader expands. */
const FIGURES: readonly Figure[] = [
  { key: 'totalViews', icon: Eye },
  { key: 'uniqueVisitors', icon: UserRound },
  { key: 'totalVisitors', icon: UsersRound },
];

function FigureValue({ value, failed }: { value: number | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  if (failed) return <span title={t('common.visitors.unavailable')}>—</span>;
  if (value === undefined) {
    return <span className="text-slate-500 dark:text-slate-400">{t('common.ui.loading')}</span>;
  }
  return (
    <data value={value} title={formatCount(value)}>
      {/* '1.2K', in the page's digits ('১.২K' on a Bangla page). */}
      {abbreviateCount(value).replace(/\d/g, (digit) => formatCount(Number(digit)))}
    </data>
  );
}

/**
 * docs/product.md §2 Footer: total views, unique visitors and total visitors, abbreviated.
 * Loading it also records this page load (once per full load).
 */
export function VisitorStats() {
  const { t } = useTranslation();
  const { data, isError } = useVisitorStats();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center justify-between gap-3">
          <h2
            id={headingId}
            className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
          >
            {t('common.visitors.heading')}
          </h2>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className={cn(
              'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-indigo-600 transition-colors hover:bg-indigo-50 sm:hidden dark:text-indigo-300 dark:hover:bg-indigo-500/10',
              focusRing,
            )}
          >
            {t(expanded ? 'common.visitors.showLess' : 'common.visitors.showAll')}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-3.5 transition-transform', expanded && 'rotate-180')}
            />
          </button>
        </div>
        <dl
          id={listId}
          // Announces the figures once they replace 'Loading...'.
          aria-live="polite"
          aria-busy={!data && !isError}
          className="grid gap-3 sm:grid-cols-3 sm:gap-6 md:gap-10"
        >
          {FIGURES.map(({ key, icon: Icon }, index) => (
            // A group holds only its term and value (the list's rules); the icon sits in the term.
            <div
              key={key}
              title={t(`common.visitors.${key}.hint`)}
              className={cn(
                'relative flex min-h-9 flex-col-reverse justify-center pl-12',
                index > 0 && !expanded && 'max-sm:hidden',
              )}
            >
              <dt className="text-xs text-slate-500 dark:text-slate-400">
                <span className="absolute top-1/2 left-0 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {t(`common.visitors.${key}.label`)}
              </dt>
              <dd className="text-base font-semibold text-slate-900 tabular-nums dark:text-white">
                <FigureValue value={data?.[key]} failed={isError} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
