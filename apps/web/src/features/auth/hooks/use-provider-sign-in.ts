import { TOAST_CONFIG } from '@codegrow/shared/constants/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { firebaseConfig } from '../../../config/site';
import { toastError } from '../../../hooks/use-form-error';
import type { ProviderAccount } from '../model/auth-reducer';
import {
  IdentityProviderError,
  type IdentityProvider,
  type ProviderSignUp,
  type SocialProvider,
} from '../provider/identity-provider';
import { providerFailureMessage } from '../provider/provider-error-message';
import { needsVerification } from './use-provider-session';
import { useAuth } from './use-auth';

export type ProviderIntent = 'sign-in' | 'sign-up';
export type ProviderMethod = 'email' | SocialProvider;
/** 'unavailable': the site has no identity provider; 'failed': its SDK did not load. */
export type ProviderStatus = 'loading' | 'ready' | 'unavailable' | 'failed';

/**
 * docs/product.md §8's texts per page and method, as keys of the auth area's toasts: the
 * success toast and the fallback failure.
 */
const TEXTS = {
  'sign-in': {
    google: { done: 'auth.toasts.signedInWithGoogle', failed: 'auth.toasts.googleSignInFailed' },
    facebook: {
      done: 'auth.toasts.signedInWithFacebook',
      failed: 'auth.toasts.facebookSignInFailed',
    },
  },
  'sign-up': {
    google: {
      done: 'auth.toasts.signedInWithGoogleExclaimed',
      failed: 'auth.toasts.googleSignUpFailed',
    },
    facebook: {
      done: 'auth.toasts.signedInWithFacebook',
      failed: 'auth.toasts.facebookSignUpFailed',
    },
  },
} as const satisfies Record<
  ProviderIntent,
  Record<SocialProvider, { done: `auth.toasts.${string}`; failed: `auth.toasts.${string}` }>
>;

function providerStatus(provider: IdentityProvider | null | undefined): ProviderStatus {
  if (provider === undefined) return 'loading';
  if (provider) return 'ready';
  return firebaseConfig ? 'failed' : 'unavailable';
}

/** Why the provider buttons are off, if they are: the key of its text. */
export function providerStatusKey(
  status: ProviderStatus,
): 'auth.providerFailures.unavailable' | 'auth.providerFailures.loadFailed' | null {
  if (status === 'unavailable') return 'auth.providerFailures.unavailable';
  if (status === 'failed') return 'auth.providerFailures.loadFailed';
  return null;
}

interface ProviderSignInOptions {
  intent: ProviderIntent;
  /** After a sign-in that opened a session. */
  onSignedIn: () => void;
  /** The form shows the message too; the toast is already up. */
  onError: (message: string) => void;
}

/**
 * The identity-provider buttons' actions for the login and register pages,
 * with docs/product.md §8's toasts. The provider loads when a page using this mounts.
 */
export function useProviderSignIn({ intent, onSignedIn, onError }: ProviderSignInOptions) {
  const { t } = useTranslation();
  const { identityProvider, loadIdentityProvider, completeProviderSignIn } = useAuth();
  const [pending, setPending] = useState<ProviderMethod | null>(null);
  const status = providerStatus(identityProvider);

  useEffect(loadIdentityProvider, [loadIdentityProvider]);

  const fail = (message: string) => {
    toastError(message);
    onError(message);
  };

  async function run(
    method: ProviderMethod,
    fallback: string,
    action: (provider: IdentityProvider) => Promise<void>,
  ): Promise<void> {
    if (!identityProvider) {
      return fail(t(providerStatusKey(status) ?? 'auth.providerFailures.unavailable'));
    }
    setPending(method);
    try {
      await action(identityProvider);
    } catch (error) {
      fail(providerFailureMessage(error, fallback, t));
    } finally {
      setPending(null);
    }
  }

  /**
   * A provider sign-in ends in a backend session, unless the e-mail still needs verifying:
   * then the provider's session ends too, so the visitor stays signed out on the sign-in
   * page rather than half signed in behind the verification screen.
   */
  async function openSession(account: ProviderAccount): Promise<void> {
    if (needsVerification(account)) {
      await identityProvider?.signOut().catch(() => undefined);
      throw new IdentityProviderError('auth.providerFailures.verifyEmailFirst');
    }
    await completeProviderSignIn(account);
    onSignedIn();
  }

  const signInWithEmail = (email: string, password: string) =>
    run('email', t('auth.toasts.firebaseLoginFailed'), async (provider) => {
      await openSession(await provider.signIn(email.trim(), password));
      toast.success(t('auth.toasts.signedIn'));
    });

  /** Sign-up ends without a session: the verification screen takes over (docs/product.md §4). */
  const signUpWithEmail = (input: ProviderSignUp) =>
    run('email', t('auth.toasts.firebaseRegistrationFailed'), async (provider) => {
      await provider.signUp({ ...input, email: input.email.trim() });
      toast.success(t('auth.toasts.accountCreatedVerify'), {
        duration: TOAST_CONFIG.accountCreatedDuration,
      });
    });

  const signInWith = (social: SocialProvider) =>
    run(social, t(TEXTS[intent][social].failed), async (provider) => {
      await openSession(await provider.signInWith(social));
      toast.success(t(TEXTS[intent][social].done));
    });

  return {
    status,
    pending,
    signInWithEmail,
    signUpWithEmail,
    signInWith,
  };
}
