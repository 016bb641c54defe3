import { useNavigate } from 'react-router';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Welcome back"
      subtitle={`Sign in to continue learning with ${site.name}.`}
      footer={
        <AuthFooterLink prompt="Don't have an account?" to={paths.register.getHref()}>
          Sign up
        </AuthFooterLink>
      }
    >
      <LoginForm onSuccess={() => void navigate(paths.home.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
