import { ChevronDown, ListTree } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

/**
 * A list folded under its title (the browser's own details and summary: it opens from the
 * keyboard, and without script): an article's outline on a phone, a mind map as a list.
 */
export function FoldedList({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details
      className={cn('group rounded-xl border border-slate-200 dark:border-slate-800', className)}
    >
      <summary
        className={cn(
          'flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        <ListTree aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
        {title}
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      {children}
    </details>
  );
}
