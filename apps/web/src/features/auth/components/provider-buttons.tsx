import { BrandIcon, GoogleIcon } from '../../../components/ui/brand-icons';
import { Button } from '../../../components/ui/button';

/* The identity-provider sign-in is wired in a later release; until then the buttons are inert. */
const SOON = 'Available soon';

export function ProviderEmailButton({ label }: { label: string }) {
  return (
    <Button variant="outline" size="lg" className="w-full" disabled title={SOON}>
      {label}
    </Button>
  );
}

export function SocialButtons({ verb }: { verb: 'Sign in' | 'Sign up' }) {
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
        <Button variant="outline" disabled title={SOON} aria-label={`${verb} with Google`}>
          <GoogleIcon className="size-4" />
          Google
        </Button>
        <Button variant="outline" disabled title={SOON} aria-label={`${verb} with Facebook`}>
          <BrandIcon brand="facebook" className="size-4 text-[#1877F2]" />
          Facebook
        </Button>
      </div>
      <p className="mt-3 text-center text-xs text-slate-500 dark:text-slate-400">
        Google and Facebook sign-in are coming soon.
      </p>
    </div>
  );
}
