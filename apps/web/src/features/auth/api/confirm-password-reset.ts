import type { passwordResetConfirmSchema } from '@codegrow/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** POST /api/auth/password-reset/confirm: sets the new password; the link then stops working. */
export function confirmPasswordReset(
  input: PasswordResetConfirmInput,
): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/password-reset/confirm', input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
