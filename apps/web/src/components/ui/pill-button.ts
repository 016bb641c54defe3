import { cn } from '../../lib/cn';
import { focusRing } from './button';

const IDLE =
  'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/** The colours of a pressed pill, by what it marks. */
export const PILL_PRESSED = {
  like: 'border-rose-300 bg-rose-50 text-rose-700 hover:bg-rose-100 dark:border-rose-400/40 dark:bg-rose-500/15 dark:text-rose-300 dark:hover:bg-rose-500/25',
  save: 'border-indigo-300 bg-indigo-50 text-indigo-700 hover:bg-indigo-100 dark:border-indigo-400/40 dark:bg-indigo-500/15 dark:text-indigo-300 dark:hover:bg-indigo-500/25',
  kept: 'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-100 dark:border-emerald-400/40 dark:bg-emerald-500/15 dark:text-emerald-300 dark:hover:bg-emerald-500/25',
};

/**
 * The pill buttons beside an article (like, save, share, save offline): their colours are
 * chosen whole, pressed or idle (cn() does not resolve conflicting classes).
 */
export function pillClass(pressed: string | false): string {
  return cn(
    'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    focusRing,
    pressed || IDLE,
  );
}
