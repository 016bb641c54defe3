import { useId, type ComponentPropsWithRef, type ComponentType, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';

/** React 19 passes `ref` as a prop: callers can focus the input. */
export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** A control inside the input's right edge, e.g. the show-password button. */
  trailing?: ReactNode;
  /** Why the value was refused, shown under the field and read with it. */
  error?: string;
}

export const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/25 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/25 aria-invalid:border-red-400 scroll-mt-20 dark:aria-invalid:border-red-500/70';

export function TextField({
  label,
  icon: Icon,
  trailing,
  error,
  id,
  className,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="relative">
        {Icon && (
          <Icon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400 dark:text-slate-500"
          />
        )}
        <input
          id={inputId}
          className={cn(inputClass, Icon && 'pl-9', trailing !== undefined && 'pr-11', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        {trailing !== undefined && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
