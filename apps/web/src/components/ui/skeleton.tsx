import { cn } from '../../lib/cn';

/** A grey placeholder block with a soft pulse, for content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200/80 dark:bg-slate-800', className)}
    />
  );
}
