import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-6 animate-spin text-indigo-600 dark:text-indigo-400', className)}
      />
      <span className="sr-only">{label ?? t('common.ui.loading')}</span>
    </span>
  );
}

/** Fills the page area while something the whole page needs is loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
