import type { User } from '@codegrow/shared/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { AppProvider } from './provider';
import { AppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  routes: RouteObject[];
  /** Who the server sent the page for; undefined where it said nothing (development). */
  viewer?: User | null;
  /** The server ended the session this browser held (see AuthProvider). */
  sessionEnded?: boolean;
}

export function App({ queryClient, routes, viewer, sessionEnded }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} viewer={viewer} sessionEnded={sessionEnded}>
      <AppRouter routes={routes} />
    </AppProvider>
  );
}
