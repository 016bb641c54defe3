import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '../components/ui/toaster';
import { EarlyInputReplay } from '../early-input/replay-early-input';
import { AuthProvider } from '../features/auth/components/auth-provider';

interface AppProviderProps {
  queryClient: QueryClient;
  /**
   * On a server-rendered page (and while the browser hydrates it): whether the
   * render-hint cookie says someone is signed in. Undefined in a page the
   * browser renders on its own, which reads the stored session at once.
   */
  sessionHint?: boolean;
  children: ReactNode;
}

export function AppProvider({ queryClient, sessionHint, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider sessionHint={sessionHint}>
        {children}
        <AppToaster />
        <EarlyInputReplay />
      </AuthProvider>
    </QueryClientProvider>
  );
}
