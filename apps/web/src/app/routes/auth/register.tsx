import { welcomeMessage } from '@codegrow/shared/constants/auth-messages';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { RegisterForm } from '../../../features/auth/components/register-form';

const linkClass = 'font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400';

export default function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start reading free tutorials today. No card needed."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm
        onSuccess={() => {
          toast.success(welcomeMessage(site.name));
          void navigate(paths.home.getHref(), { replace: true });
        }}
        onProviderSignedIn={() => void navigate(paths.home.getHref(), { replace: true })}
      />
    </AuthLayout>
  );
}
