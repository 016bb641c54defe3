import { AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import { MainLayout } from '../components/layouts/main-layout';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/hooks/use-auth';

/** The chrome around every page: header with the session, footer, scroll bar. */
export function RootLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const navigation = useNavigation();

  const handleLogout = useCallback(async () => {
    // Leave protected pages first, so their guards don't bounce to /login.
    await navigate(paths.home.getHref());
    try {
      await logout();
      toast.success(AUTH_TOASTS.signedOut);
    } catch {
      toast.error(AUTH_TOASTS.signOutFailed);
    }
  }, [logout, navigate]);

  return (
    <MainLayout user={user} onLogout={() => void handleLogout()}>
      {navigation.state === 'loading' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-indigo-500/70"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </MainLayout>
  );
}
