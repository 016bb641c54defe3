import { BookMarked, BookOpenCheck, Crown, Gem } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { IconTerm, type TermIcon } from '../../../components/ui/icon-term';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormats } from '../../../lib/i18n/use-formats';

interface SummaryCardsProps {
  statusLabel: string;
  expiryText: string;
  premium: boolean;
  /** Undefined while the saved list loads. */
  savedCount: number | undefined;
  blogsRead: number | undefined;
  /** The counts failed to load: a dash instead of a number. */
  countsFailed: boolean;
}

interface CardProps {
  icon: TermIcon;
  label: string;
  value: string | undefined;
  detail?: string;
  tone: string;
}

function SummaryCard({ icon: Icon, label, value, detail, tone }: CardProps) {
  const { t } = useTranslation();
  return (
    <div className="relative min-w-0 rounded-2xl border border-slate-200 bg-white p-4 pl-16 shadow-sm sm:p-5 sm:pl-20 dark:border-slate-800 dark:bg-slate-900">
      <IconTerm
        icon={Icon}
        tone={tone}
        tileClassName="top-4 left-4 size-9 sm:top-5 sm:left-5 sm:size-11"
        className="text-sm font-medium text-slate-500 dark:text-slate-400"
      >
        {label}
      </IconTerm>
      <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
        {value ?? (
          <>
            <span className="sr-only">{t('common.ui.loading')}</span>
            <Skeleton className="mt-1 h-7 w-12" />
          </>
        )}
      </dd>
      {detail && <dd className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}

/** docs/product.md §2: subscription with its expiry, saved blogs, premium access and blogs read. */
export function SummaryCards({
  statusLabel,
  expiryText,
  premium,
  savedCount,
  blogsRead,
  countsFailed,
}: SummaryCardsProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const count = (value: number | undefined) =>
    value !== undefined ? formatCount(value) : countsFailed ? '—' : undefined;
  return (
    <dl
      aria-label={t('dashboard.summary.label')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <SummaryCard
        icon={Crown}
        label={t('dashboard.summary.subscription')}
        value={statusLabel}
        detail={expiryText}
        tone="bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300"
      />
      <SummaryCard
        icon={BookMarked}
        label={t('dashboard.summary.savedBlogs')}
        value={count(savedCount)}
        tone="bg-sky-100 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300"
      />
      <SummaryCard
        icon={Gem}
        label={t('dashboard.summary.premiumAccess')}
        value={premium ? t('dashboard.summary.yes') : t('dashboard.summary.no')}
        tone="bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
      />
      <SummaryCard
        icon={BookOpenCheck}
        label={t('dashboard.summary.blogsRead')}
        value={count(blogsRead)}
        tone="bg-emerald-100 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300"
      />
    </dl>
  );
}
