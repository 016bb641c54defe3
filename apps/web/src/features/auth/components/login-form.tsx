import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form/email-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordField } from '../../../components/ui/form/password-field';
import { paths } from '../../../config/paths';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useLogin } from '../api/login';
import { useProviderSignIn } from '../hooks/use-provider-sign-in';
import { ProviderEmailButton, SocialButtons } from './provider-buttons';

/** The server's rules for signing in, fetched on the form's first check (hooks/use-spec-form). */
const loginRules = async () => (await import('@codegrow/shared/schemas/auth')).loginSchema;

interface LoginFormProps {
  onSuccess: () => void;
  /**
   * Where the form posts before the app has arrived (a plain HTML form: the session endpoint,
   * which redirects); once the app runs it signs in itself.
   */
  action: string;
  /** The message of a plain form's refused sign-in (the page's `?error=`), until the next try. */
  refusal?: string;
}

export function LoginForm({ onSuccess, action, refusal }: LoginFormProps) {
  const { t } = useTranslation();
  const { form, errors, error, setError, onSubmit, refuse } = useSpecForm(loginRules, {
    email: '',
    password: '',
  });
  const login = useLogin({
    onSuccess: () => {
      toast.success(t('auth.toasts.signedIn'));
      onSuccess();
    },
  });

  const provider = useProviderSignIn({
    intent: 'sign-in',
    onSignedIn: onSuccess,
    onError: setError,
  });

  // Both e-mail buttons check the fields first.
  const submit = onSubmit((values) =>
    login.mutate(values, { onError: (failure) => refuse(failure, t('auth.login.failed')) }),
  );
  const signInWithProvider = onSubmit(
    ({ email, password }) => void provider.signInWithEmail(email, password),
  );

  return (
    <form noValidate method="post" action={action} onSubmit={submit} className="space-y-5">
      <FormAlert message={error ?? (login.isIdle ? (refusal ?? null) : null)} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        placeholder={t('auth.fields.passwordPlaceholder')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-2 flex justify-end">
        <Link
          to={paths.forgotPassword.getHref()}
          className="rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-400"
        >
          {t('auth.login.forgotPassword')}
        </Link>
      </div>
      <div className="space-y-3 pt-1">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          pending={login.isPending}
          worksWithoutApp
        >
          {t('common.ui.signInTraditional')}
        </Button>
        <ProviderEmailButton
          label={t('common.ui.signInProvider')}
          onClick={() => void signInWithProvider()}
          status={provider.status}
          pending={provider.pending}
        />
      </div>
      <SocialButtons
        intent="sign-in"
        onSelect={(social) => void provider.signInWith(social)}
        status={provider.status}
        pending={provider.pending}
      />
    </form>
  );
}
