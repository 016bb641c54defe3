import type { User } from '@codegrow/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import {
  authReducer,
  initialAuthState,
  startupAuthState,
  type AuthState,
  type ProviderAccount,
} from './auth-reducer';

const user: User = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@codegrow.dev',
  role: 'user',
  subscription_status: 'free',
  subscription_expiry: null,
  subscription_source: null,
  complimentary_reason: null,
  photo_url: null,
  profilePicture: null,
  authProvider: 'local',
  firebaseUid: null,
  emailVerified: false,
  ban: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

const loggedIn: AuthState = { isAuthenticated: true, user, loading: false, error: null };

describe('authReducer', () => {
  it('starts loading, signed out', () => {
    expect(initialAuthState).toEqual({
      isAuthenticated: false,
      user: null,
      loading: true,
      error: null,
    });
  });

  it('login start turns loading on and clears the error', () => {
    const state = authReducer(
      { ...initialAuthState, loading: false, error: 'Invalid email or password' },
      { type: 'LOGIN_START' },
    );
    expect(state).toEqual({ ...initialAuthState, loading: true, error: null });
  });

  it('login success stores the user and authenticates', () => {
    expect(authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user })).toEqual(loggedIn);
  });

  it('provider login success builds the user from the provider account', () => {
    const account: ProviderAccount = {
      uid: 'fb-123',
      email: 'grace@codegrow.dev',
      displayName: 'Grace Hopper',
      photoURL: 'https://img.example/grace.png',
      emailVerified: true,
      usesPassword: false,
    };
    const state = authReducer(initialAuthState, {
      type: 'PROVIDER_LOGIN_SUCCESS',
      account,
      at: '2025-02-02T00:00:00.000Z',
    });
    expect(state.isAuthenticated).toBe(true);
    expect(state.loading).toBe(false);
    expect(state.user).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@codegrow.dev',
      role: 'user',
      subscription_status: 'free',
      photo_url: 'https://img.example/grace.png',
      authProvider: 'firebase',
      firebaseUid: 'fb-123',
      emailVerified: true,
      created_at: '2025-02-02T00:00:00.000Z',
    });
  });

  it('login failure clears the user and keeps the message', () => {
    expect(
      authReducer(loggedIn, { type: 'LOGIN_FAILURE', error: 'Invalid email or password' }),
    ).toEqual({
      isAuthenticated: false,
      user: null,
      loading: false,
      error: 'Invalid email or password',
    });
  });

  it('logout ends signed out and not loading', () => {
    expect(authReducer(loggedIn, { type: 'LOGOUT' })).toEqual({
      isAuthenticated: false,
      user: null,
      loading: false,
      error: null,
    });
  });

  it('update user merges fields into the current user', () => {
    const state = authReducer(loggedIn, {
      type: 'UPDATE_USER',
      fields: { subscription_status: 'active', name: 'Ada King' },
    });
    expect(state.user).toEqual({ ...user, subscription_status: 'active', name: 'Ada King' });
    expect(state.isAuthenticated).toBe(true);
  });

  it('update user without a user changes nothing', () => {
    const signedOut = authReducer(initialAuthState, { type: 'LOGOUT' });
    expect(authReducer(signedOut, { type: 'UPDATE_USER', fields: { name: 'X' } })).toBe(signedOut);
  });

  it('clear error removes only the error', () => {
    const failed = authReducer(initialAuthState, { type: 'LOGIN_FAILURE', error: 'boom' });
    expect(authReducer(failed, { type: 'CLEAR_ERROR' })).toEqual({ ...failed, error: null });
  });
});

describe('startupAuthState', () => {
  it('is signed in at once as the user the server rendered the page for', () => {
    expect(startupAuthState(user)).toEqual(loggedIn);
  });

  it('is signed out when the server said nobody is', () => {
    expect(startupAuthState(null)).toEqual({
      isAuthenticated: false,
      user: null,
      loading: false,
      error: null,
    });
  });

  it('keeps loading where the server said nothing, until the profile answers', () => {
    expect(startupAuthState(undefined)).toEqual(initialAuthState);
  });
});
