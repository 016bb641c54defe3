import { AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import { TIMINGS_MS } from '@codegrow/shared/constants/limits';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { MailCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../hooks/use-form-error';
import type { ProviderAccount } from '../model/auth-reducer';
import type { IdentityProvider } from '../provider/identity-provider';
import { providerFailureMessage } from '../provider/provider-error-message';

interface VerifyEmailScreenProps {
  account: ProviderAccount;
  provider: IdentityProvider;
  /** Opens the session once the provider says the e-mail is verified. */
  onVerified: (account: ProviderAccount) => Promise<void>;
}

type Check = 'poll' | 'button';

/**
 * Stands in for every page while a new e-mail account waits for its
 * verification (docs/product.md §2): polls the provider every 3 s and continues by itself.
 */
export function VerifyEmailScreen({ account, provider, onVerified }: VerifyEmailScreenProps) {
  const [busy, setBusy] = useState<'check' | 'resend' | 'leave' | null>(null);
  const checking = useRef(false);

  const check = useCallback(
    async (by: Check) => {
      // The poll and the button must not both open the session.
      if (checking.current) return;
      checking.current = true;
      try {
        const fresh = await provider.reloadUser().catch((error: unknown) => {
          if (by === 'button') {
            toast.error(providerFailureMessage(error, AUTH_TOASTS.verificationCheckFailed));
          }
          return undefined;
        });
        if (fresh === undefined) return;
        if (!fresh?.emailVerified) {
          if (by === 'button') toast.error(AUTH_TOASTS.emailNotVerifiedYet);
          return;
        }
        await onVerified(fresh);
        toast.success(AUTH_TOASTS.emailVerified, { id: AUTH_TOASTS.emailVerified });
      } catch (error) {
        // Verified, but the backend would not open the session: say why, whoever asked.
        const message = providerFailureMessage(error, AUTH_TOASTS.firebaseLoginFailed);
        toastError(message);
      } finally {
        checking.current = false;
      }
    },
    [provider, onVerified],
  );

  useEffect(() => {
    const timer = setInterval(() => void check('poll'), TIMINGS_MS.verificationPoll);
    return () => clearInterval(timer);
  }, [check]);

  const runBusy = async (kind: NonNullable<typeof busy>, work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const verifyNow = () => {
    void runBusy('check', () => check('button'));
  };

  const resend = () =>
    void runBusy('resend', async () => {
      try {
        await provider.sendVerification();
        toast.success(AUTH_TOASTS.verificationSentCheckInbox);
      } catch (error) {
        toast.error(providerFailureMessage(error, AUTH_TOASTS.verificationSendFailedRetry));
      }
    });

  const leave = () => void runBusy('leave', () => provider.signOut().catch(() => undefined));

  return (
    <section
      aria-labelledby="verify-email-title"
      className="mx-auto max-w-md px-4 py-16 text-center sm:py-24"
    >
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <MailCheck aria-hidden="true" className="size-7" />
      </div>
      <h1
        id="verify-email-title"
        className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {UI_TEXT.verifyYourEmail}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        We sent a verification link to{' '}
        <strong className="font-semibold text-slate-900 dark:text-white">{account.email}</strong>.
        Open it, and this page continues by itself.
      </p>
      {provider.mode === 'emulator' && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
          Local mode: the Firebase Auth Emulator sends no e-mail. The link is printed in the
          terminal running the site.
        </p>
      )}
      <div className="mt-8 flex flex-col gap-3">
        <Button size="lg" disabled={busy !== null} pending={busy === 'check'} onClick={verifyNow}>
          {UI_TEXT.iveVerified}
        </Button>
        <Button
          variant="outline"
          size="lg"
          disabled={busy !== null}
          pending={busy === 'resend'}
          onClick={resend}
        >
          {UI_TEXT.resendVerification}
        </Button>
        <Button variant="ghost" disabled={busy !== null} onClick={leave}>
          Use a different account
        </Button>
      </div>
    </section>
  );
}
