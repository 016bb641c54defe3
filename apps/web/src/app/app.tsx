import type { User } from '@codegrow/shared/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { RouteObject } from 'react-router';
import { AppProvider } from './provider';
import { AppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  routes: RouteObject[];
  /** The page's language and its texts; its routes live under the language's base. */
  i18n: I18n;
  basename: string;
  /** Who the server sent the page for; undefined where it said nothing (development). */
  viewer?: User | null;
  /** The server ended the session this browser held (see AuthProvider). */
  sessionEnded?: boolean;
}

export function App({ queryClient, routes, i18n, basename, viewer, sessionEnded }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} i18n={i18n} viewer={viewer} sessionEnded={sessionEnded}>
      <AppRouter routes={routes} basename={basename} />
    </AppProvider>
  );
}
