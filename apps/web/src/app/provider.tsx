import type { User } from '@codegrow/shared/schemas/user';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '../components/ui/toaster';
import { AuthProvider } from '../features/auth/components/auth-provider';

interface AppProviderProps {
  queryClient: QueryClient;
  /** Who the server sent the page for (null: a visitor); undefined where it said nothing. */
  viewer?: User | null;
  /** The server ended the session this browser held (see AuthProvider). */
  sessionEnded?: boolean;
  children: ReactNode;
}

export function AppProvider({ queryClient, viewer, sessionEnded, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider viewer={viewer} sessionEnded={sessionEnded}>
        {children}
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
