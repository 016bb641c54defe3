import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { toast } from '../lib/toast';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { MainLayout } from '../components/layouts/main-layout';
import { paths } from '../config/paths';
import { VerifyEmailScreen } from '../features/auth/components/verify-email-screen';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useVisitorProgressHandover } from '../features/learning/hooks/use-visitor-progress-handover';
import { VisitorStats } from '../features/visitors/components/visitor-stats';
import { useOfflineLinks } from '../features/offline/hooks/use-offline-links';
import { useVisitorAnswersHandover } from '../features/checks/hooks/use-visitor-answers-handover';
import { useVisitorMapHandover } from '../features/mindmap/hooks/use-visitor-map-handover';
import { useKeptPagesFollowAccess } from '../features/offline/hooks/use-kept-pages-follow-access';

/** The chrome around every page: header with the session, footer, scroll bar. */
export function RootLayout() {
  const { t } = useTranslation();
  const {
    user,
    sessionPending,
    logout,
    unverifiedAccount,
    identityProvider,
    completeProviderSignIn,
  } = useAuth();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const logoutPending = useRef(false);
  const home = paths.home.getHref();
  useVisitorProgressHandover(user?.id);
  useVisitorAnswersHandover(user?.id);
  useVisitorMapHandover(user?.id);
  useOfflineLinks();
  useKeptPagesFollowAccess();

  const finishLogout = useCallback(() => {
    logoutPending.current = false;
    logout().then(
      (ended) =>
        ended === 'done'
          ? toast.success(t('common.account.signedOut'))
          : toast.info(t('common.account.signOutPending')),
      () => toast.error(t('common.account.signOutFailed')),
    );
  }, [logout, t]);

  // Log out only once the home page has rendered: React Router commits navigations
  // in a transition, so logging out earlier lets a protected page's guard bounce to /login.
  useEffect(() => {
    if (logoutPending.current && pathname === home) finishLogout();
  }, [pathname, home, finishLogout]);

  // Marks the page interactive (hydrated, or rendered in the browser): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const handleLogout = () => {
    if (pathname === home) return finishLogout();
    logoutPending.current = true;
    void navigate(home);
  };

  return (
    <MainLayout
      user={user}
      sessionPending={sessionPending}
      onLogout={handleLogout}
      footerStats={<VisitorStats />}
    >
      {navigation.state === 'loading' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-indigo-500/70"
        />
      )}
      {unverifiedAccount && identityProvider ? (
        <VerifyEmailScreen
          account={unverifiedAccount}
          provider={identityProvider}
          onVerified={completeProviderSignIn}
        />
      ) : (
        <Outlet />
      )}
      <ScrollRestoration />
    </MainLayout>
  );
}
