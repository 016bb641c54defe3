import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** A sentence under the label, linked as the switch's description. */
  description?: ReactNode;
  disabled?: boolean;
  id: string;
}

/** An on/off control (role=switch) with its label beside it; the whole row toggles. */
export function Switch({ checked, onChange, label, description, disabled, id }: SwitchProps) {
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label
          id={labelId}
          htmlFor={id}
          className="block text-sm font-medium text-slate-800 dark:text-slate-100"
        >
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
          checked ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-slate-300 dark:bg-slate-700',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
