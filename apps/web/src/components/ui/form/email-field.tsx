import { Mail } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { TextField, type TextFieldProps } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

/** The e-mail input every form uses; name, autocomplete, placeholder and icon can be overridden. */
export function EmailField({ label, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('common.form.email')}
      name="email"
      autoComplete="email"
      placeholder="you@example.org"
      icon={Mail}
      {...props}
      type="email"
    />
  );
}
