import { PASSWORD_RESET_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import { newPasswordFormSchema } from '@codegrow/shared/schemas/auth';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { paths } from '../../../config/paths';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { isInvalidResetLink } from '../model/password-reset-form';

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
  const { form, errors, error, onSubmit, refuse } = useSpecForm(newPasswordFormSchema, {
    password: '',
    confirmPassword: '',
  });
  const [linkInvalid, setLinkInvalid] = useState(false);
  const reset = useConfirmPasswordReset();

  const submit = onSubmit(({ password }) => {
    setLinkInvalid(false);
    reset.mutate(
      { token, password },
      {
        onSuccess: (response) => {
          toast.success(response.message || PASSWORD_RESET_MESSAGES.changed);
          onSuccess();
        },
        onError: (failure) => {
          setLinkInvalid(isInvalidResetLink(failure));
          refuse(failure, PASSWORD_RESET_MESSAGES.resetFailed);
        },
      },
    );
  });

  if (!token) {
    return (
      <div className="space-y-5">
        <FormAlert message={PASSWORD_RESET_MESSAGES.invalidLink} />
        <NewLinkButton />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={error} />
      <NewPasswordFields
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmPassword={{
          ...form.register('confirmPassword'),
          error: errors.confirmPassword?.message,
        }}
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
