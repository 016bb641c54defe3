import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useRedirectAfterSignIn, useSignInHref } from '../hooks/use-sign-in-href';

/** /dashboard: anonymous visitors go to /login. */
export function RequireAuth() {
  const { loading, isAuthenticated } = useAuth();
  const signIn = useSignInHref();
  if (loading) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to={signIn} replace />;
  return <Outlet />;
}

/** Admin routes: anonymous visitors go to /login to sign in; signed-in non-admins to their /dashboard. */
export function RequireAdmin() {
  const { loading, isAuthenticated, user } = useAuth();
  const signIn = useSignInHref();
  if (loading) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to={signIn} replace />;
  if (user?.role !== 'admin') return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}

/**
 * /login and /register: signed-in users go home, or back to the page that sent them there. No spinner here: the forms
 * set loading while they submit, and must stay mounted to show their errors.
 */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  const redirectTo = useRedirectAfterSignIn();
  if (isAuthenticated) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
