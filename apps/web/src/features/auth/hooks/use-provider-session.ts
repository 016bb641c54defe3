import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import type { AuthResponse } from '@codegrow/shared/schemas/user';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toastError } from '../../../hooks/use-form-error';
import { registerProviderAccount } from '../api/register-provider-account';
import type { AuthAction, AuthState, ProviderAccount } from '../model/auth-reducer';
import { IdentityProviderError, type IdentityProvider } from '../provider/identity-provider';
import { loadIdentityProvider } from '../provider/load-identity-provider';
import { providerFailureMessage } from '../provider/provider-error-message';

interface ProviderSessionDeps {
  state: AuthState;
  dispatch: Dispatch<AuthAction>;
  completeLogin: (response: AuthResponse) => void;
  endSession: () => void;
  checksSuppressed: () => boolean;
}

/** The backend said no to this identity: a stand-in user would contradict it. */
const REFUSALS = new Set([400, 401, 403, 409]);

/** The backend could not be asked (network down, server failing): docs/product.md §4's stand-in applies. */
function backendUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** A password account with an unverified e-mail: ignored until verified (docs/product.md §4). */
export const needsVerification = (account: ProviderAccount): boolean =>
  account.usesPassword && !account.emailVerified;

const isProviderUser = (state: AuthState) => state.user?.authProvider === 'firebase';

/**
 * The identity-provider half of the session (docs/product.md §4): loads the provider,
 * follows its state, and turns a provider sign-in into a backend session.
 * Whenever the app's provider user leaves (logout, expired or refused token,
 * deleted account), the provider is signed out too, so nobody comes back by itself.
 */
export function useProviderSession({
  state,
  dispatch,
  completeLogin,
  endSession,
  checksSuppressed,
}: ProviderSessionDeps) {
  /** undefined until loaded; null when the deployment has none or it failed to load. */
  const [provider, setProvider] = useState<IdentityProvider | null | undefined>(undefined);
  const [account, setAccount] = useState<ProviderAccount | null>(null);
  const stateRef = useRef(state);
  // The listener below reads the page's language without subscribing again when it changes.
  const { t } = useTranslation();
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);
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
    if (usedHere || isProviderUser(stateRef.current)) loadProvider();
  }, [loadProvider]);

  /** Ends the provider's session, loading the provider first if it has not loaded yet. */
  const signOutOfProvider = useCallback(async () => {
    const loaded = await loadIdentityProvider().catch(() => null);
    await loaded?.signOut();
    storage.remove(STORAGE_KEYS.providerUsed);
  }, []);

  /**
   * Registers the provider's account with the backend and signs in with the
   * answer. One registration per account at a time: the listener and the page
   * that signed in both ask. With the backend unreachable a user built from the
   * provider account stands in (docs/product.md §4); a refusal ends the provider's session.
   */
  const completeProviderSignIn = useCallback(
    (signedIn: ProviderAccount): Promise<void> => {
      const running = inFlight.current.get(signedIn.uid);
      if (running) return running;
      const run = (async () => {
        if (!provider) {
          throw new IdentityProviderError('auth.providerFailures.unavailable');
        }
        try {
          const idToken = await provider.idToken();
          if (!idToken) {
            throw new IdentityProviderError('auth.toasts.noUserSignedIn');
          }
          completeLogin(await registerProviderAccount(idToken, signedIn));
        } catch (error) {
          if (!backendUnreachable(error)) {
            const refused = error instanceof ApiError && REFUSALS.has(error.status);
            if (refused) await provider.signOut().catch(() => undefined);
            throw error;
          }
          dispatch({
            type: 'PROVIDER_LOGIN_SUCCESS',
            account: signedIn,
            at: new Date().toISOString(),
          });
        }
        // The listener's copy predates a verification found by reloading the account.
        setAccount(signedIn);
      })().finally(() => inFlight.current.delete(signedIn.uid));
      inFlight.current.set(signedIn.uid, run);
      return run;
    },
    [provider, completeLogin, dispatch],
  );

  // The provider's state listener (docs/product.md §4). It runs when it subscribes and on every
  // change of account; reloading an account (the verification check) does not call it.
  useEffect(() => {
    if (!provider) return;
    return provider.onStateChange((next) => {
      setAccount(next);
      // A provider session (even one waiting for verification) is restored on the next visit.
      if (next) storage.set(STORAGE_KEYS.providerUsed, '1');
      if (checksSuppressed()) return;
      const current = stateRef.current;
      if (!next) {
        if (current.isAuthenticated && isProviderUser(current)) endSession();
        return;
      }
      if (needsVerification(next)) return;
      if (current.isAuthenticated) {
        // Someone else is signed in here: their session stands.
        if (!isProviderUser(current) || current.user?.firebaseUid !== next.uid) return;
        dispatch({ type: 'UPDATE_USER', fields: { emailVerified: next.emailVerified } });
        return;
      }
      completeProviderSignIn(next).catch((error: unknown) => {
        const translate = tRef.current;
        const fallback = translate('auth.toasts.firebaseLoginFailed');
        toastError(providerFailureMessage(error, fallback, translate));
      });
    });
  }, [provider, checksSuppressed, endSession, dispatch, completeProviderSignIn]);

  // The app's provider user left: the provider's session ends with it.
  const previousUser = useRef(state.user);
  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = state.user;
    if (before?.authProvider === 'firebase' && !state.user) {
      signOutOfProvider().catch(() => undefined);
    }
  }, [state.user, signOutOfProvider]);

  return { provider, account, loadProvider, completeProviderSignIn, signOutOfProvider };
}
