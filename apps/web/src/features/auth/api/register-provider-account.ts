import { LIMITS } from '@codegrow/shared/constants/limits';
import type { AuthResponse } from '@codegrow/shared/schemas/user';
import { api } from '../../../lib/api-client';
import type { ProviderAccount } from '../model/auth-reducer';

export interface ProviderRegistration extends AuthResponse {
  isNewUser: boolean;
  message: string;
}

/**
 * POST /api/auth/firebase-register: the backend verifies the provider's ID
 * token and answers with its own session for that identity
 * (docs/decisions/0006-firebase-sign-in.md).
 */
export function registerProviderAccount(
  idToken: string,
  account: ProviderAccount,
): Promise<ProviderRegistration> {
  return api.post<ProviderRegistration>('/auth/firebase-register', {
    idToken,
    uid: account.uid,
    email: account.email ?? undefined,
    // Providers allow longer names than the site keeps.
    name: account.displayName?.slice(0, LIMITS.nameMax) ?? undefined,
    photoURL: account.photoURL,
  });
}
