import type { ReactNode } from 'react';

/** The label above a form field, in the one style every field uses. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className="block text-sm font-medium text-slate-700 dark:text-slate-200"
    >
      {children}
    </label>
  );
}
