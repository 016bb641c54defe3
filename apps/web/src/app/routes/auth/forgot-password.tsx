import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new one."
      footer={
        <AuthFooterLink prompt="Remembered it?" to={paths.login.getHref()}>
          Back to sign in
        </AuthFooterLink>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
