import { useId, type ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';
import { inputClass } from './text-field';
import { FieldLabel } from './field-label';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
}

/** A labelled native select, styled like the text fields. */
export function SelectField({ label, id, className, children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <select id={selectId} className={cn(inputClass, 'h-10', className)} {...props}>
        {children}
      </select>
    </div>
  );
}
