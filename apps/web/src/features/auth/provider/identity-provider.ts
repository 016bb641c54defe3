import type { auth } from '../../../locales/en/auth';
import type { ProviderAccount } from '../model/auth-reducer';

export type SocialProvider = 'google' | 'facebook';

export interface ProviderSignUp {
  email: string;
  password: string;
  displayName?: string | undefined;
}

/**
 * The identity provider as the app sees it (docs/product.md §7's identity-provider calls).
 * Firebase implements it; nothing else in the app imports the Firebase SDK.
 */
export interface IdentityProvider {
  /** Whether accounts live in the local emulator or a real project. */
  readonly mode: 'emulator' | 'production';
  /**
   * Creates the account and sends the verification e-mail. If the mail cannot
   * be sent, the new account is deleted again and this fails (docs/product.md §4).
   */
  signUp(input: ProviderSignUp): Promise<ProviderAccount>;
  signIn(email: string, password: string): Promise<ProviderAccount>;
  /** A popup sign-in; Google always asks which account to use. */
  signInWith(provider: SocialProvider): Promise<ProviderAccount>;
  sendVerification(): Promise<void>;
  /** Reads the signed-in account again; its verification flag changes at the provider. */
  reloadUser(): Promise<ProviderAccount | null>;
  sendPasswordReset(email: string): Promise<void>;
  /** A fresh ID token of the signed-in account, for the backend to verify. */
  idToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /** Deletes the signed-in account at the provider (needs a recent sign-in). */
  deleteAccount(): Promise<void>;
  /**
   * Called once when subscribing, then whenever the signed-in account changes (null:
   * signed out); reloading an account does not call it. Returns an unsubscribe.
   */
  onStateChange(listener: (account: ProviderAccount | null) => void): () => void;
}

/** Where an IdentityProviderError's text is in the page's language. */
export type ProviderFailureKey =
  | `auth.providerFailures.${keyof typeof auth.providerFailures}`
  | `auth.toasts.${keyof typeof auth.toasts}`;

/**
 * A failure of ours (not the provider's): `key` names the text the user reads, in the page's
 * language (its message is the key, for logs: the texts are not in this chunk).
 */
export class IdentityProviderError extends Error {
  override readonly name = 'IdentityProviderError';
  readonly key: ProviderFailureKey;

  constructor(key: ProviderFailureKey) {
    super(key);
    this.key = key;
  }
}
