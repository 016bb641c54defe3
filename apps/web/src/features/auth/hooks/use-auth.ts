import type { AuthResponse, User } from '@codegrow/shared/schemas/user';
import { createContext, useContext } from 'react';
import type { AuthState, ProviderAccount } from '../model/auth-reducer';
import type { IdentityProvider } from '../provider/identity-provider';

/** A sign-out the server heard of (`done`), or one made offline that ends when it is back. */
export type SignOut = 'done' | 'pending';

export interface AuthContextValue extends AuthState {
  /**
   * Who is signed in is not known yet (only on a page the server sent without saying, in
   * development, until the profile answers): show skeletons, not the signed-out header,
   * lock screen or sign-up buttons.
   */
  sessionPending: boolean;
  /** Login start: loading on, error cleared. */
  startLogin: () => void;
  /** Marks the session authenticated as the user the server signed in (its cookie is set). */
  completeLogin: (response: AuthResponse) => void;
  /** Ends signed out, keeping the message in the state. */
  failLogin: (message: string) => void;
  /** Always ends logged out; auth checks pause for a few seconds afterwards. */
  logout: () => Promise<SignOut>;
  updateUser: (fields: Partial<User>) => void;
  clearError: () => void;
  /** undefined while loading (or not asked for yet); null when the site has no identity provider. */
  identityProvider: IdentityProvider | null | undefined;
  /** Loads the identity provider (once); the sign-in pages call it. */
  loadIdentityProvider: () => void;
  /** A provider account signed in but waiting for its e-mail to be verified: the gate shows. */
  unverifiedAccount: ProviderAccount | null;
  /** Turns the provider's signed-in account into a backend session (docs/product.md §4). */
  completeProviderSignIn: (account: ProviderAccount) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
