import { PasswordField } from './password-field';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  /** 'Password' on sign-up, 'New password' on a reset. */
  label?: string;
  confirmLabel?: string;
}

/** A new password and its confirmation, as sign-up and the reset page ask for them. */
export function NewPasswordFields({
  values,
  onChange,
  label = 'Password',
  confirmLabel = 'Confirm Password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <PasswordField
        label={confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Repeat your password"
        value={values.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
      />
    </>
  );
}
