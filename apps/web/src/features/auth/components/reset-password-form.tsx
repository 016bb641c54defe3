import { PASSWORD_RESET_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFormError } from '../../../hooks/use-form-error';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import {
  isInvalidResetLink,
  resetPasswordFormError,
  type ResetPasswordFormValues,
} from '../model/password-reset-form';

const EMPTY: ResetPasswordFormValues = { password: '', confirmPassword: '' };

function NewLinkButton() {
  return (
    <Link
      to={paths.forgotPassword.getHref()}
      className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
    >
      Request a new link
    </Link>
  );
}

/** Sets a new password with the token of an e-mailed link (`?token=`). */
export function ResetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [values, setValues] = useState<ResetPasswordFormValues>(EMPTY);
  const { error, setError, showError } = useFormError();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const reset = useConfirmPasswordReset();

  const set = (key: keyof ResetPasswordFormValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  if (!token) {
    return (
      <div className="space-y-5">
        <FormAlert message={PASSWORD_RESET_MESSAGES.invalidLink} />
        <NewLinkButton />
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = resetPasswordFormError(values);
    if (invalid) return showError(invalid);
    setError(null);
    setLinkInvalid(false);
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: (response) => {
          toast.success(response.message || PASSWORD_RESET_MESSAGES.changed);
          onSuccess();
        },
        onError: (failure) => {
          setLinkInvalid(isInvalidResetLink(failure));
          showError(errorMessage(failure, PASSWORD_RESET_MESSAGES.resetFailed));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={error} />
      <NewPasswordFields
        values={values}
        onChange={set}
        label="New password"
        confirmLabel="Confirm new password"
      />
      <div className="space-y-3 pt-1">
        <Button type="submit" size="lg" className="w-full" pending={reset.isPending}>
          Set new password
        </Button>
        {linkInvalid && <NewLinkButton />}
      </div>
    </form>
  );
}
