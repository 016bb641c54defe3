import type { passwordResetRequestSchema } from '@codegrow/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { loadIdentityProvider } from '../provider/load-identity-provider';

export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The answer is the same whether or not the address has an account: a text for the reader. */
export function requestPasswordReset(
  input: PasswordResetRequestInput,
): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/password-reset', input);
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
