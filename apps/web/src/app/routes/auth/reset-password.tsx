import { useNavigate } from 'react-router';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick a password of at least 6 characters. The link works once, for an hour."
      footer={
        <AuthFooterLink prompt="Remembered it?" to={paths.login.getHref()}>
          Back to sign in
        </AuthFooterLink>
      }
    >
      <ResetPasswordForm
        onSuccess={() => void navigate(paths.login.getHref(), { replace: true })}
      />
    </AuthLayout>
  );
}
