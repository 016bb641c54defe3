import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useHydrated, useNotReadyProps } from '../../hooks/use-hydrated';
import { cn } from '../../lib/cn';

const variants = {
  primary:
    'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 active:bg-indigo-700 dark:shadow-indigo-950/40',
  secondary:
    'bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  outline:
    'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white',
  ghost:
    'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-500',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-indigo-400 dark:focus-visible:ring-offset-slate-950';

/** Button classes, also for links that look like buttons. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    focusRing,
    variants[variant],
    sizes[size],
    className,
  );
}

/** React 19 passes `ref` as a prop, so callers can focus the button. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While an action runs: disabled, `aria-busy`, a spinner before the label. */
  pending?: boolean;
  /** A submit button of a form the browser sends by itself (a GET search): ready at once. */
  worksWithoutApp?: boolean;
}

/**
 * Until the app has taken over a server-rendered page, a button that needs it says so in its
 * title and is `aria-disabled`, or `disabled` when it submits a form: the browser would send
 * that form to the page itself, and the reader's text, in its address, would be lost. From
 * then on it is an ordinary button.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  pending = false,
  worksWithoutApp = false,
  disabled,
  'aria-busy': ariaBusy,
  children,
  ...props
}: ButtonProps) {
  const ready = useHydrated() || worksWithoutApp;
  const notReady = useNotReadyProps();
  const submits = type === 'submit';
  return (
    <button
      type={type}
      className={buttonVariants({
        variant,
        size,
        className: cn(!ready && 'cursor-progress opacity-70', className),
      })}
      disabled={disabled || pending || (submits && !ready)}
      aria-busy={pending || ariaBusy}
      {...(!ready && { title: notReady.title })}
      {...(!ready && !submits && { 'aria-disabled': true })}
      {...props}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
