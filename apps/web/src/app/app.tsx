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
}

export function App({ queryClient, routes, viewer }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} viewer={viewer}>
      <AppRouter routes={routes} />
    </AppProvider>
  );
}
