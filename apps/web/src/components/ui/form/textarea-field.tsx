import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';

export interface TextareaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  /** Shown under the field and read with it, e.g. a character counter. */
  hint?: ReactNode;
  /** Why the value was refused, shown under the field and read with it. */
  error?: string;
}

export const textareaClass =
  'block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm leading-6 text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/25 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/25 aria-invalid:border-red-400 scroll-mt-20 dark:aria-invalid:border-red-500/70';

/** The multi-line sibling of TextField: a label, the textarea, and an optional hint below. */
export function TextareaField({ label, hint, error, id, className, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(textareaClass, className)}
        {...props}
      />
      <FieldError id={errorId} message={error} />
      {hint !== undefined && (
        <div id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </div>
      )}
    </div>
  );
}
