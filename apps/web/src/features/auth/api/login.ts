import type { LoginInput } from '@codegrow/shared/schemas/auth';
import type { AuthResponse } from '@codegrow/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { api, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../hooks/use-auth';

export function loginWithPassword(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', input);
}

/** POST /api/auth/login, feeding the outcome into the auth state. */
export function useLogin({ onSuccess }: { onSuccess?: (response: AuthResponse) => void } = {}) {
  const { t } = useTranslation();
  const { startLogin, completeLogin, failLogin } = useAuth();
  return useMutation({
    mutationFn: loginWithPassword,
    onMutate: startLogin,
    onSuccess: (response) => {
      completeLogin(response);
      onSuccess?.(response);
    },
    onError: (error) => failLogin(errorMessage(error, t('auth.login.failed'))),
  });
}
