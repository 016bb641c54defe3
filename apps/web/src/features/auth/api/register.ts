import { AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import type { RegisterInput } from '@codegrow/shared/schemas/auth';
import type { AuthResponse } from '@codegrow/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../hooks/use-auth';

export function registerAccount(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/register', input);
}

/** POST /api/auth/register; a new account is signed in straight away. */
export function useRegister({ onSuccess }: { onSuccess?: (response: AuthResponse) => void } = {}) {
  const { startLogin, completeLogin, failLogin } = useAuth();
  return useMutation({
    mutationFn: registerAccount,
    onMutate: startLogin,
    onSuccess: (response) => {
      completeLogin(response);
      onSuccess?.(response);
    },
    onError: (error) => failLogin(errorMessage(error, AUTH_TOASTS.registrationFailed)),
  });
}
