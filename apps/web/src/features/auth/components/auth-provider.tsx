import { TIMINGS_MS } from '@codegrow/shared/constants/limits';
import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import type { AuthResponse, User } from '@codegrow/shared/schemas/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { api } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { getProfile } from '../api/get-profile';
import { logout as endServerSession } from '../api/logout';
import { forgetKeptPages } from '../../../lib/offline/kept-pages';
import { AuthContext, type AuthContextValue, type SignOut } from '../hooks/use-auth';
import { needsVerification, useProviderSession } from '../hooks/use-provider-session';
import { authReducer, startupAuthState } from '../model/auth-reducer';
import { pendingSignOut } from '../model/pending-sign-out';
import { forgetLegacyToken } from '../model/session';

interface AuthProviderProps {
  /**
   * Who the server sent the page for (the session cookie's user), or null for a visitor.
   * Undefined where it said nothing (Vite's development server): the profile tells.
   */
  viewer?: User | null;
  /**
   * The server found this browser's session over (an ended or revoked token) and cleared its
   * cookie: the identity provider's session ends too, or it would sign the reader back in.
   */
  sessionEnded?: boolean;
  children: ReactNode;
}

/**
 * Owns the session (docs/product.md §4): the server's word on who is signed in, the periodic
 * refresh, central 401 handling, logout. The session itself is an HttpOnly cookie the server
 * sets and clears; the app only follows it.
 */
export function AuthProvider({ viewer, sessionEnded = false, children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, viewer, startupAuthState);
  const suppressedUntil = useRef(0);

  const checksSuppressed = useCallback(() => Date.now() < suppressedUntil.current, []);

  /** The session is over (a 401): the server forgets its cookie too, the page signs out. */
  const endSession = useCallback(() => {
    endServerSession().catch(() => undefined);
    dispatch({ type: 'LOGOUT' });
  }, []);

  // Startup: a page the server said nothing about asks who is signed in.
  useEffect(() => {
    forgetLegacyToken();
    if (viewer !== undefined) return;
    const controller = new AbortController();
    getProfile({ signal: controller.signal, silentUnauthorized: true }).then(
      (user) => dispatch({ type: 'LOGIN_SUCCESS', user }),
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'LOGOUT' });
      },
    );
    return () => controller.abort();
  }, [viewer]);

  // While logged in, keep the user fresh. Failures here never log out (docs/product.md §4).
  useEffect(() => {
    if (!state.isAuthenticated) return;
    const timer = setInterval(() => {
      if (checksSuppressed()) return;
      getProfile({ silentUnauthorized: true }).then(
        (fresh) => dispatch({ type: 'UPDATE_USER', fields: fresh }),
        () => undefined,
      );
    }, TIMINGS_MS.profileRefresh);
    return () => clearInterval(timer);
  }, [state.isAuthenticated, checksSuppressed]);

  // Any other call answered 401 while signed in: the session is over. A visitor's 401 (a wrong
  // password) says nothing about a session.
  useEffect(() => {
    if (!state.isAuthenticated) return;
    return api.onUnauthorized(() => {
      if (!checksSuppressed()) endSession();
    });
  }, [state.isAuthenticated, checksSuppressed, endSession]);

  const startLogin = useCallback(() => dispatch({ type: 'LOGIN_START' }), []);

  // The answer that signed in also set the session cookie.
  const completeLogin = useCallback((response: AuthResponse) => {
    suppressedUntil.current = 0;
    dispatch({ type: 'LOGIN_SUCCESS', user: response.user });
  }, []);

  const identity = useProviderSession({
    state,
    dispatch,
    completeLogin,
    endSession,
    checksSuppressed,
  });
  const { signOutOfProvider } = identity;

  useEffect(() => {
    // Only a browser that has used the provider has its session to end.
    if (!sessionEnded || storage.get(STORAGE_KEYS.providerUsed) === null) return;
    suppressedUntil.current = Date.now() + TIMINGS_MS.logoutSuppression;
    signOutOfProvider().catch(() => undefined);
  }, [sessionEnded, signOutOfProvider]);
  const providerSignedIn = state.user?.authProvider === 'firebase' || identity.account !== null;

  const failLogin = useCallback((message: string) => {
    dispatch({ type: 'LOGIN_FAILURE', error: message });
  }, []);

  // A sign-out made offline is finished by the first request back (its note goes with it); one
  // is made at once when the connection returns, whatever the page does next.
  useEffect(() => {
    const finish = () => {
      if (pendingSignOut.waiting()) endServerSession().catch(() => undefined);
    };
    finish();
    window.addEventListener('online', finish);
    return () => window.removeEventListener('online', finish);
  }, []);

  const logout = useCallback(async (): Promise<SignOut> => {
    suppressedUntil.current = Date.now() + TIMINGS_MS.logoutSuppression;
    let ended: SignOut = 'done';
    try {
      // Not told (offline, or its answer did not come back as done): the note tells it on the
      // first request back, so the session never outlives a sign-out the reader saw.
      await endServerSession().catch(() => {
        pendingSignOut.note();
        ended = 'pending';
      });
      // The next user of this browser must not see the previous one's cached data, nor what
      // they kept for offline reading.
      await queryClient.cancelQueries();
      queryClient.clear();
      await forgetKeptPages().catch(() => undefined);
      if (providerSignedIn) await signOutOfProvider();
    } finally {
      dispatch({ type: 'LOGOUT' });
    }
    return ended;
  }, [queryClient, providerSignedIn, signOutOfProvider]);

  const updateUser = useCallback((fields: Partial<User>) => {
    dispatch({ type: 'UPDATE_USER', fields });
  }, []);

  const clearError = useCallback(() => dispatch({ type: 'CLEAR_ERROR' }), []);

  const { provider, account, loadProvider, completeProviderSignIn } = identity;
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      sessionPending: viewer === undefined && state.loading && !state.isAuthenticated,
      startLogin,
      completeLogin,
      failLogin,
      logout,
      updateUser,
      clearError,
      identityProvider: provider,
      loadIdentityProvider: loadProvider,
      unverifiedAccount:
        account && !state.isAuthenticated && needsVerification(account) ? account : null,
      completeProviderSignIn,
    }),
    [
      state,
      viewer,
      startLogin,
      completeLogin,
      failLogin,
      logout,
      updateUser,
      clearError,
      provider,
      loadProvider,
      account,
      completeProviderSignIn,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
