import { useTranslation } from '../../../lib/i18n/use-translation';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={
        <AuthFooterLink prompt={t('auth.forgotPassword.remembered')} to={paths.login.getHref()}>
          {t('auth.forgotPassword.backToSignIn')}
        </AuthFooterLink>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
