import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  indigo:
    'bg-indigo-50 text-indigo-700 ring-indigo-600/15 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25',
  amber:
    'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/25',
  slate:
    'bg-slate-100 text-slate-700 ring-slate-500/15 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
  emerald:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  red: 'bg-red-50 text-red-700 ring-red-600/15 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/25',
} as const;

export type BadgeTone = keyof typeof tones;

/** Badge classes, also for links that look like badges. */
export function badgeVariants({
  tone = 'indigo',
  className,
}: { tone?: BadgeTone; className?: string } = {}): string {
  return cn(
    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
    tones[tone],
    className,
  );
}

export function Badge({
  tone,
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={badgeVariants({ tone, className })}>{children}</span>;
}
