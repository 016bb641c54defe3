import { useTranslation } from '../../../lib/i18n/use-translation';
import { PasswordField } from './password-field';
import type { TextFieldProps } from './text-field';

/** What the form gives each input: its registration (name, ref, handlers) and its error. */
type PasswordInputProps = Omit<TextFieldProps, 'label' | 'type' | 'trailing' | 'icon'>;

interface NewPasswordFieldsProps {
  password: PasswordInputProps;
  confirmPassword: PasswordInputProps;
  /** 'Password' on sign-up, 'New password' on a reset. */
  label?: string;
  confirmLabel?: string;
}

/** A new password and its confirmation, as sign-up and the reset page ask for them. */
export function NewPasswordFields({
  password,
  confirmPassword,
  label,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label ?? t('common.form.password')}
        autoComplete="new-password"
        placeholder={t('common.form.newPasswordPlaceholder')}
        {...password}
      />
      <PasswordField
        label={confirmLabel ?? t('common.form.confirmPassword')}
        autoComplete="new-password"
        placeholder={t('common.form.repeatPasswordPlaceholder')}
        {...confirmPassword}
      />
    </>
  );
}
