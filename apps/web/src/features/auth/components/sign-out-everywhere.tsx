import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useEndAllSessions } from '../api/end-all-sessions';
import { useAuth } from '../hooks/use-auth';

/**
 * 'Sign out everywhere': the server ends every session of the account (a phone left signed in
 * somewhere, a shared computer), this browser's too. Then the home page, and only then the
 * sign-out here, so no guard bounces the page to /login (as Delete Account does).
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const ending = useEndAllSessions();
  const ended = useRef(false);
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);
  useEffect(() => {
    const done = ended;
    return () => {
      if (done.current) void logoutRef.current();
    };
  }, []);

  const signOutEverywhere = () => {
    if (ending.isPending) return;
    ending.mutate(undefined, {
      onSuccess: () => {
        ended.current = true;
        toast.success(t('auth.toasts.signedOutEverywhere'));
        void navigate(paths.home.getHref());
      },
      onError: () => toast.error(t('auth.toasts.signOutEverywhereFailed')),
    });
  };

  return (
    <Button variant="outline" pending={ending.isPending} onClick={signOutEverywhere}>
      {!ending.isPending && <LogOut aria-hidden="true" className="size-4" />}
      {t('dashboard.settings.signOutEverywhere')}
    </Button>
  );
}
