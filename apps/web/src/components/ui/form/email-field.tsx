import { Mail } from 'lucide-react';
import { TextField, type TextFieldProps } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

/** The e-mail input every form uses; name, autocomplete, placeholder and icon can be overridden. */
export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      name="email"
      autoComplete="email"
      placeholder="you@example.org"
      icon={Mail}
      {...props}
      type="email"
    />
  );
}
