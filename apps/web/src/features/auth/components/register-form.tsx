import type { RegisterFormValues } from '@codegrow/shared/schemas/auth';
import type { AuthResponse } from '@codegrow/shared/schemas/user';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { Trans } from '../../../lib/i18n/trans';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, focusRing } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form/email-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useRegister } from '../api/register';
import { useProviderSignIn } from '../hooks/use-provider-sign-in';
import { ProviderEmailButton, SocialButtons } from './provider-buttons';

const EMPTY: RegisterFormValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const legalLinkClass = cn(
  'rounded font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400',
  focusRing,
);

interface RegisterFormProps {
  onSuccess: (response: AuthResponse) => void;
  /** After Google or Facebook opened a session. */
  onProviderSignedIn: () => void;
}

/** Fetched on the form's first check (hooks/use-spec-form). */
const registerRules = async () =>
  (await import('@codegrow/shared/schemas/auth')).registerFormSchema;
export function RegisterForm({ onSuccess, onProviderSignedIn }: RegisterFormProps) {
  const { t } = useTranslation();
  const { form, errors, error, setError, showError, onSubmit, refuse } = useSpecForm(
    registerRules,
    EMPTY,
  );
  const termsId = useId();
  const register = useRegister({ onSuccess });

  const provider = useProviderSignIn({
    intent: 'sign-up',
    onSignedIn: onProviderSignedIn,
    onError: setError,
  });

  /** The identity provider's sign-up has rules of its own (a shorter domain list, no name). */
  const signUpWithProvider = async () => {
    const values = form.getValues();
    const { providerSignUpFormError } = await import('@codegrow/shared/schemas/auth');
    const invalid = providerSignUpFormError(values);
    if (invalid) return showError(invalid);
    setError(null);
    const { name, email, password } = values;
    void provider.signUpWithEmail({ email, password, displayName: name.trim() || undefined });
  };

  const submit = onSubmit(({ name, email, password }) =>
    register.mutate(
      { name, email, password },
      { onError: (failure) => refuse(failure, t('auth.toasts.registrationFailed')) },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={error} />
      <TextField
        label={t('auth.register.fullName')}
        autoComplete="name"
        placeholder={t('auth.register.namePlaceholder')}
        icon={UserRound}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <NewPasswordFields
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmPassword={{
          ...form.register('confirmPassword'),
          error: errors.confirmPassword?.message,
        }}
      />

      <div className="flex items-start gap-3">
        <input
          id={termsId}
          type="checkbox"
          required
          aria-invalid={errors.acceptTerms ? true : undefined}
          {...form.register('acceptTerms')}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-600"
        />
        <label htmlFor={termsId} className="text-sm leading-5 text-slate-600 dark:text-slate-400">
          <Trans
            i18nKey="auth.register.terms"
            components={{
              terms: <Link to={paths.terms.getHref()} target="_blank" className={legalLinkClass} />,
              privacy: (
                <Link to={paths.privacy.getHref()} target="_blank" className={legalLinkClass} />
              ),
            }}
          />
        </label>
      </div>

      <div className="space-y-3 pt-1">
        <Button type="submit" size="lg" className="w-full" pending={register.isPending}>
          {t('auth.register.createAccount')}
        </Button>
        <ProviderEmailButton
          label={t('common.ui.signUpProvider')}
          onClick={signUpWithProvider}
          status={provider.status}
          pending={provider.pending}
        />
      </div>
      <SocialButtons
        intent="sign-up"
        onSelect={(social) => void provider.signInWith(social)}
        status={provider.status}
        pending={provider.pending}
      />
    </form>
  );
}
