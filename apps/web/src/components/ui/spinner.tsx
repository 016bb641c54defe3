import { LoaderCircle } from 'lucide-react';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { cn } from '../../lib/cn';

export function Spinner({
  className,
  label = UI_TEXT.loading,
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-6 animate-spin text-indigo-600 dark:text-indigo-400', className)}
      />
      <span className="sr-only">{label}</span>
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
