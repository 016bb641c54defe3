import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useRedirectAfterSignIn } from '../../../hooks/use-sign-in-href';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectTo = useRedirectAfterSignIn();
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle', { site: site.name })}
      footer={
        <AuthFooterLink
          prompt={t('auth.login.noAccount')}
          to={paths.register.getHref(redirectTo === '/' ? undefined : redirectTo)}
        >
          {t('auth.login.signUp')}
        </AuthFooterLink>
      }
    >
      <LoginForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
    </AuthLayout>
  );
}
