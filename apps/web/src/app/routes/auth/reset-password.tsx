import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

const linkClass = 'font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400';

export default function ResetPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick a password of at least 6 characters. The link works once, for an hour."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login.getHref()} className={linkClass}>
            Back to sign in
          </Link>
        </>
      }
    >
      <ResetPasswordForm
        onSuccess={() => void navigate(paths.login.getHref(), { replace: true })}
      />
    </AuthLayout>
  );
}
