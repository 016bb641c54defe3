import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BrandIcon, GoogleIcon } from '../../../components/ui/brand-icons';
import { Button } from '../../../components/ui/button';
import {
  providerStatusKey,
  type ProviderIntent,
  type ProviderMethod,
  type ProviderStatus,
} from '../hooks/use-provider-sign-in';
import type { SocialProvider } from '../provider/identity-provider';

interface ProviderState {
  /** 'unavailable' on a deployment without an identity provider: the buttons say so. */
  status: ProviderStatus;
  pending: ProviderMethod | null;
}

const Spinner = () => <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />;

export function ProviderEmailButton({
  label,
  onClick,
  status,
  pending,
}: ProviderState & { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  const why = providerStatusKey(status);
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      disabled={status !== 'ready' || pending !== null}
      pending={pending === 'email'}
      title={why ? t(why) : undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

const SOCIAL: { id: SocialProvider; name: string; icon: ReactNode }[] = [
  { id: 'google', name: 'Google', icon: <GoogleIcon className="size-4" /> },
  {
    id: 'facebook',
    name: 'Facebook',
    icon: <BrandIcon brand="facebook" className="size-4 text-[#1877F2]" />,
  },
];

export function SocialButtons({
  intent,
  onSelect,
  status,
  pending,
}: ProviderState & { intent: ProviderIntent; onSelect: (provider: SocialProvider) => void }) {
  const { t } = useTranslation();
  const why = providerStatusKey(status);
  const label = intent === 'sign-in' ? 'auth.social.signInWith' : 'auth.social.signUpWith';
  return (
    <div>
      <div className="relative my-6 flex items-center" role="presentation">
        <div className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        <span className="px-3 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('auth.social.divider')}
        </span>
        <div className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {SOCIAL.map((social) => (
          <Button
            key={social.id}
            type="button"
            variant="outline"
            disabled={status !== 'ready' || pending !== null}
            title={why ? t(why) : undefined}
            aria-label={t(label, { provider: social.name })}
            onClick={() => onSelect(social.id)}
          >
            {pending === social.id ? <Spinner /> : social.icon}
            {social.name}
          </Button>
        ))}
      </div>
      {why && (
        <p className="mt-3 text-center text-xs text-slate-500 dark:text-slate-400">{t(why)}</p>
      )}
    </div>
  );
}
