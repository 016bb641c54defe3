import { AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { loginFormError } from '@codegrow/shared/schemas/auth';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form/email-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordField } from '../../../components/ui/form/password-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFormError } from '../../../hooks/use-form-error';
import { LOGIN_FAILED, useLogin } from '../api/login';
import { useProviderSignIn } from '../hooks/use-provider-sign-in';
import { ProviderEmailButton, SocialButtons } from './provider-buttons';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, showError } = useFormError();
  const login = useLogin({
    onSuccess: () => {
      toast.success(AUTH_TOASTS.signedIn);
      onSuccess();
    },
  });

  const provider = useProviderSignIn({
    intent: 'sign-in',
    onSignedIn: onSuccess,
    onError: setError,
  });

  /** Both e-mail buttons check the fields first. */
  const checkFields = (): boolean => {
    const invalid = loginFormError({ email, password });
    if (invalid) showError(invalid);
    else setError(null);
    return invalid === null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkFields()) return;
    login.mutate(
      { email, password },
      { onError: (failure) => showError(errorMessage(failure, LOGIN_FAILED)) },
    );
  };

  const signInWithProvider = () => {
    if (checkFields()) void provider.signInWithEmail(email, password);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={error} />
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Your password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="-mt-2 flex justify-end">
        <Link
          to={paths.forgotPassword.getHref()}
          className="rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-400"
        >
          Forgot password?
        </Link>
      </div>
      <div className="space-y-3 pt-1">
        <Button type="submit" size="lg" className="w-full" pending={login.isPending}>
          {UI_TEXT.signInTraditional}
        </Button>
        <ProviderEmailButton
          label={UI_TEXT.signInProvider}
          onClick={signInWithProvider}
          status={provider.status}
          pending={provider.pending}
        />
      </div>
      <SocialButtons
        verb="Sign in"
        onSelect={(social) => void provider.signInWith(social)}
        status={provider.status}
        pending={provider.pending}
      />
    </form>
  );
}
