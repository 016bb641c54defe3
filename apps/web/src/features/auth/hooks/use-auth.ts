import type { AuthResponse, User } from '@codegrow/shared/schemas/user';
import { createContext, useContext } from 'react';
import type { AuthState } from '../model/auth-reducer';

export interface AuthContextValue extends AuthState {
  /** Login start: loading on, error cleared. */
  startLogin: () => void;
  /** Stores the token and user, then marks the session authenticated. */
  completeLogin: (response: AuthResponse) => void;
  /** Forgets the stored user and keeps the message in the state. */
  failLogin: (message: string) => void;
  /** Always ends logged out; auth checks pause for a few seconds afterwards. */
  logout: () => Promise<void>;
  updateUser: (fields: Partial<User>) => void;
  clearError: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
