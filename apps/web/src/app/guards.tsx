import { DEFAULT_LANGUAGE } from '@codegrow/shared/i18n/languages';
import { type I18n as i18n } from '../lib/i18n/i18n';
import { Suspense, use, type ReactNode } from 'react';
import { TextsProvider } from '../lib/i18n/use-translation';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useRedirectAfterSignIn, useSignInHref } from '../hooks/use-sign-in-href';
import { createI18n, loadTexts } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/use-language';

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
  return (
    <InEnglish>
      <Outlet />
    </InEnglish>
  );
}

let english: Promise<i18n> | undefined;
const englishTexts = () =>
  (english ??= loadTexts(DEFAULT_LANGUAGE).then((texts) => createI18n(DEFAULT_LANGUAGE, texts)));

/**
 * The admin's pages are in English at any address (decision 21), the parts they share with
 * readers' pages too (a payment's timeline, the transaction id field), and say so to screen
 * readers, which would otherwise read them in the page's voice. Under /bn the English texts
 * are fetched first: readers' Bangla pages do not carry them.
 */
function InEnglish({ children }: { children: ReactNode }) {
  const language = useLanguage();
  if (language === DEFAULT_LANGUAGE) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      <English>{children}</English>
    </Suspense>
  );
}

function English({ children }: { children: ReactNode }) {
  return (
    <TextsProvider value={use(englishTexts())}>
      <div lang={DEFAULT_LANGUAGE}>{children}</div>
    </TextsProvider>
  );
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
