import { useNavigate } from 'react-router';
import { useRedirectAfterSignIn } from '../../../hooks/use-sign-in-href';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginRoute() {
  const navigate = useNavigate();
  const redirectTo = useRedirectAfterSignIn();
  return (
    <AuthLayout
      title="Welcome back"
      subtitle={`Sign in to continue learning with ${site.name}.`}
      footer={
        <AuthFooterLink
          prompt="Don't have an account?"
          to={paths.register.getHref(redirectTo === '/' ? undefined : redirectTo)}
        >
          Sign up
        </AuthFooterLink>
      }
    >
      <LoginForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
    </AuthLayout>
  );
}
