import type { User } from '@codegrow/shared/schemas/user';

/** docs/product.md §4's auth state, exactly. */
export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  loading: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: null,
  loading: true,
  error: null,
};

/** The identity provider's account, as much of it as the app reads. */
export interface ProviderAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** Signs in with e-mail and password at the provider: such accounts must verify their e-mail. */
  usesPassword: boolean;
}

export type AuthAction =
  | { type: 'LOGIN_START' }
  | { type: 'LOGIN_SUCCESS'; user: User }
  | { type: 'PROVIDER_LOGIN_SUCCESS'; account: ProviderAccount; at: string }
  | { type: 'LOGIN_FAILURE'; error: string }
  | { type: 'LOGOUT' }
  | { type: 'UPDATE_USER'; fields: Partial<User> }
  | { type: 'CLEAR_ERROR' };

/**
 * A user built from the provider account alone, for when the backend could not
 * register it (docs/product.md §4). It has no backend id, hence 0, and no privileges.
 */
export function userFromProviderAccount(account: ProviderAccount, createdAt: string): User {
  return {
    id: 0,
    name: account.displayName,
    email: account.email ?? '',
    role: 'user',
    subscription_status: 'free',
    subscription_expiry: null,
    subscription_source: null,
    complimentary_reason: null,
    photo_url: account.photoURL,
    profilePicture: account.photoURL,
    authProvider: 'firebase',
    firebaseUid: account.uid,
    emailVerified: account.emailVerified,
    ban: null,
    created_at: createdAt,
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN_START':
      return { ...state, loading: true, error: null };
    case 'LOGIN_SUCCESS':
      return { isAuthenticated: true, user: action.user, loading: false, error: null };
    case 'PROVIDER_LOGIN_SUCCESS':
      return {
        isAuthenticated: true,
        user: userFromProviderAccount(action.account, action.at),
        loading: false,
        error: null,
      };
    case 'LOGIN_FAILURE':
      return { isAuthenticated: false, user: null, loading: false, error: action.error };
    case 'LOGOUT':
      return { isAuthenticated: false, user: null, loading: false, error: null };
    case 'UPDATE_USER':
      return state.user ? { ...state, user: { ...state.user, ...action.fields } } : state;
    case 'CLEAR_ERROR':
      return { ...state, error: null };
  }
}

/**
 * The state a page starts in, from who the server said is signed in: that user, or nobody.
 * Where the server said nothing (a page Vite's development server sent), it is unknown until
 * the profile answers.
 */
export function startupAuthState(viewer: User | null | undefined): AuthState {
  if (viewer === undefined) return initialAuthState;
  if (viewer) return authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user: viewer });
  return authReducer(initialAuthState, { type: 'LOGOUT' });
}
