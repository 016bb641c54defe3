import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form/email-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { paths } from '../../../config/paths';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Asks for a reset link; the answer never tells whether the address has an account. */

/** Fetched on the form's first check (hooks/use-spec-form). */
const resetRequestRules = async () =>
  (await import('@codegrow/shared/schemas/auth')).passwordResetRequestSchema;
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { form, errors, error, onSubmit, refuse } = useSpecForm(resetRequestRules, {
    email: '',
  });
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = onSubmit((values) =>
    request.mutate(values, {
      onSuccess: (response) => {
        toast.success(t('auth.toasts.passwordResetSent'));
        setSent(response.message || t('messages.passwordReset.requested'));
      },
      onError: (failure) => refuse(failure, t('auth.forgotPassword.failed')),
    }),
  );

  if (sent) {
    return (
      <div className="space-y-5 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-indigo-500" />
        <p className="text-sm text-slate-700 dark:text-slate-200">{sent}</p>
        <Link
          to={paths.login.getHref()}
          className={buttonVariants({ size: 'lg', className: 'w-full' })}
        >
          {t('auth.forgotPassword.backToSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={error} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" size="lg" className="w-full" pending={request.isPending}>
        {t('auth.forgotPassword.send')}
      </Button>
    </form>
  );
}
