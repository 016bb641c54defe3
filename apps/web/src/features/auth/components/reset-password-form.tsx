import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
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
  const { t } = useTranslation();
  return (
    <Link
      to={paths.forgotPassword.getHref()}
      className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
    >
      {t('auth.resetPassword.requestNewLink')}
    </Link>
  );
}

/** Sets a new password with the token of an e-mailed link (`?token=`). */

/** Fetched on the form's first check (hooks/use-spec-form). */
const newPasswordRules = async () =>
  (await import('@codegrow/shared/schemas/auth')).newPasswordFormSchema;
export function ResetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { form, errors, error, onSubmit, refuse } = useSpecForm(newPasswordRules, {
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
          toast.success(response.message || t('messages.passwordReset.changed'));
          onSuccess();
        },
        onError: (failure) => {
          setLinkInvalid(isInvalidResetLink(failure));
          refuse(failure, t('auth.resetPassword.failed'));
        },
      },
    );
  });

  if (!token) {
    return (
      <div className="space-y-5">
        <FormAlert message={t('messages.passwordReset.invalidLink')} />
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
        label={t('auth.resetPassword.newPassword')}
        confirmLabel={t('auth.resetPassword.confirmNewPassword')}
      />
      <div className="space-y-3 pt-1">
        <Button type="submit" size="lg" className="w-full" pending={reset.isPending}>
          {t('auth.resetPassword.submit')}
        </Button>
        {linkInvalid && <NewLinkButton />}
      </div>
    </form>
  );
}
