import { TIMINGS_MS } from '@codegrow/shared/constants/limits';
import type { AuthResponse, User } from '@codegrow/shared/schemas/user';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { api } from '../../../lib/api-client';
import { setSessionHint } from '../../../lib/render-hints';
import { tokenStorage } from '../../../lib/storage';
import { getProfile } from '../api/get-profile';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';
import { needsVerification, useProviderSession } from '../hooks/use-provider-session';
import { isAuthFailure } from '../model/auth-failure';
import { authReducer, hintedAuthState, startupAuthState } from '../model/auth-reducer';
import {
  clearSession,
  clearStoredUser,
  readSession,
  saveSession,
  saveUser,
} from '../model/session';

interface AuthProviderProps {
  /** Set on server-rendered pages: see AppProvider. */
  sessionHint?: boolean;
  children: ReactNode;
}

/** Owns the session: startup check, periodic refresh, central 401 handling, logout (docs/product.md §4). */
export function AuthProvider({ sessionHint, children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const rendersFromHint = sessionHint !== undefined;
  const [state, dispatch] = useReducer(authReducer, undefined, () =>
    rendersFromHint ? hintedAuthState(sessionHint) : startupAuthState(readSession()),
  );
  // Until the stored session is known, pages show skeletons where it matters.
  const [restoring, setRestoring] = useState(() => state.loading);
  // A hydrated page has not read the stored session yet, whatever the hint said.
  const [hydrating, setHydrating] = useState(rendersFromHint);
  const suppressedUntil = useRef(0);

  // A hydrated page takes the stored session now; the hint is corrected if it was wrong.
  useEffect(() => {
    if (!rendersFromHint) return;
    const session = readSession();
    setSessionHint(session.token !== null);
    dispatch({ type: 'RESTORE', state: startupAuthState(session) });
    // Storage is read only once hydrated (the server has none): this effect is that read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrating(false);
  }, [rendersFromHint]);

  // Once the first answer is in, later loading (a sign-in under way) is not a restore.
  if (restoring && !state.loading) setRestoring(false);

  const checksSuppressed = useCallback(() => Date.now() < suppressedUntil.current, []);

  const endSession = useCallback(() => {
    clearSession();
    dispatch({ type: 'LOGOUT' });
  }, []);

  // Startup: verify the stored token. With a stored user this runs in the background.
  useEffect(() => {
    const { token, user } = readSession();
    if (!token) return;
    const controller = new AbortController();
    // Only act if nobody logged in or out meanwhile.
    const stillCurrent = () => !controller.signal.aborted && tokenStorage.get() === token;
    getProfile({ signal: controller.signal, silentUnauthorized: true }).then(
      (fresh) => {
        if (!stillCurrent()) return;
        dispatch({ type: 'LOGIN_SUCCESS', user: fresh });
      },
      (error: unknown) => {
        if (!stillCurrent() || checksSuppressed()) return;
        // Without a stored user there is nothing to show; with one, only a dead token ends it.
        if (!user || isAuthFailure(error)) endSession();
      },
    );
    return () => controller.abort();
  }, [checksSuppressed, endSession]);

  // The stored copy follows every change, so a reload starts from the latest user.
  useEffect(() => {
    if (state.user) saveUser(state.user);
  }, [state.user]);

  // While logged in, keep the user fresh. Failures here never log out (docs/product.md §4).
  useEffect(() => {
    if (!state.isAuthenticated) return;
    const timer = setInterval(() => {
      const token = tokenStorage.get();
      if (!token || checksSuppressed()) return;
      getProfile({ silentUnauthorized: true }).then(
        (fresh) => {
          if (tokenStorage.get() !== token) return;
          dispatch({ type: 'UPDATE_USER', fields: fresh });
        },
        () => undefined,
      );
    }, TIMINGS_MS.profileRefresh);
    return () => clearInterval(timer);
  }, [state.isAuthenticated, checksSuppressed]);

  // Any other call answered 401 with our token: the session is over.
  useEffect(
    () =>
      api.onUnauthorized(() => {
        if (!checksSuppressed()) endSession();
      }),
    [checksSuppressed, endSession],
  );

  const startLogin = useCallback(() => dispatch({ type: 'LOGIN_START' }), []);

  const completeLogin = useCallback((response: AuthResponse) => {
    suppressedUntil.current = 0;
    saveSession(response.token, response.user);
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
  const providerSignedIn = state.user?.authProvider === 'firebase' || identity.account !== null;

  const failLogin = useCallback((message: string) => {
    clearStoredUser();
    dispatch({ type: 'LOGIN_FAILURE', error: message });
  }, []);

  const logout = useCallback(async () => {
    suppressedUntil.current = Date.now() + TIMINGS_MS.logoutSuppression;
    try {
      clearSession();
      // The next user of this browser must not see the previous one's cached data.
      await queryClient.cancelQueries();
      queryClient.clear();
      if (providerSignedIn) await signOutOfProvider();
    } finally {
      dispatch({ type: 'LOGOUT' });
    }
  }, [queryClient, providerSignedIn, signOutOfProvider]);

  const updateUser = useCallback((fields: Partial<User>) => {
    dispatch({ type: 'UPDATE_USER', fields });
  }, []);

  const clearError = useCallback(() => dispatch({ type: 'CLEAR_ERROR' }), []);

  const { provider, account, loadProvider, completeProviderSignIn } = identity;
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      sessionPending: restoring,
      sessionKnown: !hydrating && !restoring,
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
      restoring,
      hydrating,
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
