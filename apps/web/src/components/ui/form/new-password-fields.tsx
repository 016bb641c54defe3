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
  label = 'Password',
  confirmLabel = 'Confirm Password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        placeholder="At least 6 characters"
        {...password}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        placeholder="Repeat your password"
        {...confirmPassword}
      />
    </>
  );
}
