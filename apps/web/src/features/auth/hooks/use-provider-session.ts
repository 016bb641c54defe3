import { AUTH_TOASTS, PROVIDER_UNAVAILABLE } from '@codegrow/shared/constants/auth-messages';
import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import type { AuthResponse } from '@codegrow/shared/schemas/user';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { ApiError } from '../../../lib/api-client';
import { storage, tokenStorage } from '../../../lib/storage';
import { registerProviderAccount } from '../api/register-provider-account';
import type { AuthAction, AuthState, ProviderAccount } from '../model/auth-reducer';
import { readSession } from '../model/session';
import { IdentityProviderError, type IdentityProvider } from '../provider/identity-provider';
import { loadIdentityProvider } from '../provider/load-identity-provider';

interface ProviderSessionDeps {
  state: AuthState;
  dispatch: Dispatch<AuthAction>;
  completeLogin: (response: AuthResponse) => void;
  endSession: () => void;
  checksSuppressed: () => boolean;
}

/** The backend said no to this identity: a fallback user would contradict it. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** A password account with an unverified e-mail: ignored until verified (SPEC 4). */
export const needsVerification = (account: ProviderAccount): boolean =>
  account.usesPassword && !account.emailVerified;

/**
 * The identity-provider half of the session (SPEC 4): loads the provider,
 * follows its state, and turns a provider sign-in into a backend session.
 */
export function useProviderSession({
  state,
  dispatch,
  completeLogin,
  endSession,
  checksSuppressed,
}: ProviderSessionDeps) {
  /** undefined until loaded; null when the deployment has no identity provider. */
  const [provider, setProvider] = useState<IdentityProvider | null | undefined>(undefined);
  const [account, setAccount] = useState<ProviderAccount | null>(null);
  const stateRef = useRef(state);
  const inFlight = useRef(new Map<string, Promise<void>>());

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const loadProvider = useCallback(() => {
    loadIdentityProvider().then(setProvider, () => setProvider(null));
  }, []);

  // Only a browser that has used the provider needs it at start; sign-in pages load it themselves.
  useEffect(() => {
    const usedHere = storage.get(STORAGE_KEYS.providerUsed) !== null;
    if (usedHere || readSession().user?.authProvider === 'firebase') loadProvider();
  }, [loadProvider]);

  /**
   * Registers the provider's account with the backend and signs in with the
   * answer. One registration per account at a time: the listener and the page
   * that signed in both ask. The backend unreachable, a user built from the
   * provider account stands in (SPEC 4); the backend refusing, the sign-in fails.
   */
  const completeProviderSignIn = useCallback(
    (signedIn: ProviderAccount): Promise<void> => {
      const running = inFlight.current.get(signedIn.uid);
      if (running) return running;
      const run = (async () => {
        if (!provider) throw new IdentityProviderError(PROVIDER_UNAVAILABLE);
        try {
          const idToken = await provider.idToken();
          if (!idToken) throw new IdentityProviderError(AUTH_TOASTS.noUserSignedIn);
          completeLogin(await registerProviderAccount(idToken, signedIn));
        } catch (error) {
          if (isRefusal(error) || error instanceof IdentityProviderError) {
            await provider.signOut().catch(() => undefined);
            throw error;
          }
          tokenStorage.clear();
          dispatch({
            type: 'PROVIDER_LOGIN_SUCCESS',
            account: signedIn,
            at: new Date().toISOString(),
          });
        }
      })().finally(() => inFlight.current.delete(signedIn.uid));
      inFlight.current.set(signedIn.uid, run);
      return run;
    },
    [provider, completeLogin, dispatch],
  );

  // The provider's state listener (SPEC 4).
  useEffect(() => {
    if (!provider) return;
    return provider.onStateChange((next) => {
      setAccount(next);
      // A provider session (even one waiting for verification) is restored on the next visit.
      if (next) storage.set(STORAGE_KEYS.providerUsed, '1');
      if (checksSuppressed()) return;
      const current = stateRef.current;
      const firebaseUser = current.isAuthenticated && current.user?.authProvider === 'firebase';
      if (!next) {
        if (firebaseUser) endSession();
        return;
      }
      if (needsVerification(next)) return;
      if (firebaseUser && current.user?.firebaseUid === next.uid) {
        dispatch({ type: 'UPDATE_USER', fields: { emailVerified: next.emailVerified } });
        return;
      }
      completeProviderSignIn(next).catch(() => undefined);
    });
  }, [provider, checksSuppressed, endSession, dispatch, completeProviderSignIn]);

  /** Ends the provider's session too when the app's user came from it (SPEC 4 logout). */
  const signOutOfProvider = useCallback(async () => {
    if (!provider || !account) return;
    await provider.signOut();
  }, [provider, account]);

  return { provider, account, loadProvider, completeProviderSignIn, signOutOfProvider };
}
