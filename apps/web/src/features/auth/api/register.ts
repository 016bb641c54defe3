import type { RegisterInput } from '@codegrow/shared/schemas/auth';
import type { AuthResponse } from '@codegrow/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../hooks/use-auth';
import { useTranslation } from '../../../lib/i18n/use-translation';

export function registerAccount(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/register', input);
}

/** POST /api/auth/register; a new account is signed in straight away. */
export function useRegister({ onSuccess }: { onSuccess?: (response: AuthResponse) => void } = {}) {
  const { startLogin, completeLogin, failLogin } = useAuth();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: registerAccount,
    onMutate: startLogin,
    onSuccess: (response) => {
      completeLogin(response);
      onSuccess?.(response);
    },
    onError: (error) => failLogin(errorMessage(error, t('auth.toasts.registrationFailed'))),
  });
}
