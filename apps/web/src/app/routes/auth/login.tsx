import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { LoginForm } from '../../../features/auth/components/login-form';

const linkClass = 'font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400';

export default function LoginRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Welcome back"
      subtitle={`Sign in to continue learning with ${site.name}.`}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register.getHref()} className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={() => void navigate(paths.home.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
