import type { User } from '@codegrow/shared/schemas/user';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppToaster } from '../components/ui/toaster';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { HydrationBoundary } from '../hooks/use-hydrated';

interface AppProviderProps {
  queryClient: QueryClient;
  /** The page's language and its texts. */
  i18n: I18n;
  /** Who the server sent the page for (null: a visitor); undefined where it said nothing. */
  viewer?: User | null;
  /** The server ended the session this browser held (see AuthProvider). */
  sessionEnded?: boolean;
  /** A page the server renders, and the browser then hydrates: not ready until hydrated. */
  serverRendered?: boolean;
  children: ReactNode;
}

export function AppProvider({
  queryClient,
  i18n,
  viewer,
  sessionEnded,
  serverRendered = false,
  children,
}: AppProviderProps) {
  const app = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider viewer={viewer} sessionEnded={sessionEnded}>
          {children}
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return serverRendered ? <HydrationBoundary>{app}</HydrationBoundary> : app;
}
