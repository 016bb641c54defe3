import { AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { loginFormError } from '@codegrow/shared/schemas/auth';
import { LoaderCircle, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordField } from '../../../components/ui/form/password-field';
import { TextField } from '../../../components/ui/form/text-field';
import { errorMessage } from '../../../lib/api-client';
import { LOGIN_FAILED, useLogin } from '../api/login';
import { ProviderEmailButton, SocialButtons } from './provider-buttons';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin({
    onSuccess: () => {
      toast.success(AUTH_TOASTS.signedIn);
      onSuccess();
    },
  });

  const showError = (message: string) => {
    setError(message);
    toast.error(message, { id: message });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = loginFormError({ email, password });
    if (invalid) return showError(invalid);
    setError(null);
    login.mutate(
      { email, password },
      { onError: (failure) => showError(errorMessage(failure, LOGIN_FAILED)) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={error} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.org"
        icon={Mail}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Your password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="space-y-3 pt-1">
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {UI_TEXT.signInTraditional}
        </Button>
        <ProviderEmailButton label="Sign in (Firebase)" />
      </div>
      <SocialButtons verb="Sign in" />
    </form>
  );
}
