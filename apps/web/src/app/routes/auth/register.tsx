import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { useRedirectAfterSignIn } from '../../../hooks/use-sign-in-href';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { RegisterForm } from '../../../features/auth/components/register-form';

export default function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectTo = useRedirectAfterSignIn();
  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <AuthFooterLink
          prompt={t('auth.register.haveAccount')}
          to={paths.login.getHref(redirectTo === '/' ? undefined : redirectTo)}
        >
          {t('auth.register.signIn')}
        </AuthFooterLink>
      }
    >
      <RegisterForm
        onSuccess={() => {
          toast.success(t('auth.register.welcome', { site: site.name }));
          void navigate(redirectTo, { replace: true });
        }}
        onProviderSignedIn={() => void navigate(redirectTo, { replace: true })}
      />
    </AuthLayout>
  );
}
