import type { User } from '@codegrow/shared/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import { type I18n } from '../lib/i18n/i18n';
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
  /** The page is the server's, to be hydrated. */
  serverRendered?: boolean;
}

export function App({ routes, basename, ...provided }: AppProps) {
  return (
    <AppProvider {...provided}>
      <AppRouter routes={routes} basename={basename} />
    </AppProvider>
  );
}
