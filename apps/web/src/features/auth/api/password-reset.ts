import type {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@codegrow/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { loadIdentityProvider } from '../provider/load-identity-provider';

export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** Both endpoints answer with a text meant for the reader. */
export interface PasswordResetResponse {
  message: string;
}

/** The answer is the same whether or not the address has an account. */
export function requestPasswordReset(
  input: PasswordResetRequestInput,
): Promise<PasswordResetResponse> {
  return api.post<PasswordResetResponse>('/auth/password-reset', input);
}

export function confirmPasswordReset(
  input: PasswordResetConfirmInput,
): Promise<PasswordResetResponse> {
  return api.post<PasswordResetResponse>('/auth/password-reset/confirm', input);
}

/**
 * POST /api/auth/password-reset e-mails a reset link to an own account; the
 * identity provider is asked too, for accounts that sign in through it. Neither
 * answer tells whether the address has an account, so the provider's refusal is not shown.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (input: PasswordResetRequestInput) => {
      const askProvider = loadIdentityProvider()
        .then((provider) => provider?.sendPasswordReset(input.email.trim()))
        .catch(() => undefined);
      const [answer] = await Promise.all([requestPasswordReset(input), askProvider]);
      return answer;
    },
  });
}

/** POST /api/auth/password-reset/confirm: sets the new password; the link then stops working. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
