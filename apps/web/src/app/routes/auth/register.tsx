import { welcomeMessage } from '@codegrow/shared/constants/auth-messages';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { useRedirectAfterSignIn } from '../../../hooks/use-sign-in-href';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { RegisterForm } from '../../../features/auth/components/register-form';

export default function RegisterRoute() {
  const navigate = useNavigate();
  const redirectTo = useRedirectAfterSignIn();
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start reading free tutorials today. No card needed."
      footer={
        <AuthFooterLink
          prompt="Already have an account?"
          to={paths.login.getHref(redirectTo === '/' ? undefined : redirectTo)}
        >
          Sign in
        </AuthFooterLink>
      }
    >
      <RegisterForm
        onSuccess={() => {
          toast.success(welcomeMessage(site.name));
          void navigate(redirectTo, { replace: true });
        }}
        onProviderSignedIn={() => void navigate(redirectTo, { replace: true })}
      />
    </AuthLayout>
  );
}
