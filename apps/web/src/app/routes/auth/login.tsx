import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { pathInLanguage } from '@codegrow/shared/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { TextKey } from '../../../lib/i18n/i18n';
import { REDIRECT_PARAM } from '../../../lib/redirect-to';
import { useRedirectAfterSignIn } from '../../../hooks/use-sign-in-href';
import { AuthFooterLink, AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { LoginForm } from '../../../features/auth/components/login-form';

/** The session endpoint, for the form as plain HTML: it redirects to `redirectTo` once signed in. */
function plainFormAction(redirectTo: string, language: ReturnType<typeof useLanguage>) {
  const query = new URLSearchParams({
    page: pathInLanguage(paths.login.path, language),
    [REDIRECT_PARAM]: pathInLanguage(redirectTo, language),
  });
  return `/api/auth/login?${query.toString()}`;
}

export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectTo = useRedirectAfterSignIn();
  const language = useLanguage();
  const [params] = useSearchParams();
  // A plain form's refusal, by its message's key; one this page does not know says it failed.
  const refusedKey = params.get('error');
  const refusalKey = `messages.${refusedKey ?? ''}` as TextKey;
  const refusal =
    refusedKey === null
      ? undefined
      : t(refusalKey) === refusalKey
        ? t('auth.login.failed')
        : t(refusalKey);
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle', { site: site.name })}
      footer={
        <AuthFooterLink
          prompt={t('auth.login.noAccount')}
          to={paths.register.getHref(redirectTo === '/' ? undefined : redirectTo)}
        >
          {t('auth.login.signUp')}
        </AuthFooterLink>
      }
    >
      <LoginForm
        onSuccess={() => void navigate(redirectTo, { replace: true })}
        action={plainFormAction(redirectTo, language)}
        refusal={refusal}
      />
    </AuthLayout>
  );
}
