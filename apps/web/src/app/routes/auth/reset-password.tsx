import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthLayout
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      footer={
        <AuthFooterLink prompt={t('auth.forgotPassword.remembered')} to={paths.login.getHref()}>
          {t('auth.forgotPassword.backToSignIn')}
        </AuthFooterLink>
      }
    >
      <ResetPasswordForm
        onSuccess={() => void navigate(paths.login.getHref(), { replace: true })}
      />
    </AuthLayout>
  );
}
