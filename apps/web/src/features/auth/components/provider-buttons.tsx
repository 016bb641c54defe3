import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandIcon, GoogleIcon } from '../../../components/ui/brand-icons';
import { Button } from '../../../components/ui/button';
import {
  providerStatusMessage,
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
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      disabled={status !== 'ready' || pending !== null}
      pending={pending === 'email'}
      title={providerStatusMessage(status) ?? undefined}
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
  verb,
  onSelect,
  status,
  pending,
}: ProviderState & { verb: 'Sign in' | 'Sign up'; onSelect: (provider: SocialProvider) => void }) {
  return (
    <div>
      <div className="relative my-6 flex items-center" role="presentation">
        <div className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        <span className="px-3 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          or continue with
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
            title={providerStatusMessage(status) ?? undefined}
            aria-label={`${verb} with ${social.name}`}
            onClick={() => onSelect(social.id)}
          >
            {pending === social.id ? <Spinner /> : social.icon}
            {social.name}
          </Button>
        ))}
      </div>
      {providerStatusMessage(status) && (
        <p className="mt-3 text-center text-xs text-slate-500 dark:text-slate-400">
          {providerStatusMessage(status)}
        </p>
      )}
    </div>
  );
}
