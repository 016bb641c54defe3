import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { AppProvider } from './provider';
import { AppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  routes: RouteObject[];
  sessionHint?: boolean;
}

export function App({ queryClient, routes, sessionHint }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} sessionHint={sessionHint}>
      <AppRouter routes={routes} />
    </AppProvider>
  );
}
