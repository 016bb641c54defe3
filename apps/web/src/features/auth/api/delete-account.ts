import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DeleteAccountInput {
  /** Own (local) accounts confirm with their password; provider accounts send none. */
  password?: string;
}

/**
 * DELETE /api/auth/account: 200 { message } once the account is gone; 400 with
 * a password field error, or 403 when a provider account's sign-in is too old.
 */
export function deleteAccount(input: DeleteAccountInput): Promise<{ message: string }> {
  return api.delete<{ message: string }>('/auth/account', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
