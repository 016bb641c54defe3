import type { User } from '@codegrow/shared/schemas/user';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type I18n } from '../lib/i18n/i18n';
import type { ReactNode } from 'react';
import { TextsProvider } from '../lib/i18n/use-translation';
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
    <TextsProvider value={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider viewer={viewer} sessionEnded={sessionEnded}>
          {children}
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </TextsProvider>
  );
  return serverRendered ? <HydrationBoundary>{app}</HydrationBoundary> : app;
}
