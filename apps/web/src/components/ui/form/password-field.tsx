import { Eye, EyeOff, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { cn } from '../../../lib/cn';
import { focusRing } from '../button';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'icon'>;

export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <TextField
      {...props}
      id={inputId}
      icon={Lock}
      type={visible ? 'text' : 'password'}
      trailing={
        // Named 'Show'/'Hide' so a label query for the field's own name finds only the input.
        <button
          type="button"
          aria-label={t(visible ? 'common.form.hide' : 'common.form.show')}
          title={t(visible ? 'common.form.hidePassword' : 'common.form.showPassword')}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
          className={cn(
            'flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200',
            focusRing,
          )}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      }
    />
  );
}
