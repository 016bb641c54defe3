import { TIMINGS_MS } from '@codegrow/shared/constants/limits';
import { MailCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans } from '../../../lib/i18n/trans';
import { useTranslation } from '../../../lib/i18n/use-translation';
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
  const { t } = useTranslation();
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
            const fallback = t('auth.toasts.verificationCheckFailed');
            toast.error(providerFailureMessage(error, fallback, t));
          }
          return undefined;
        });
        if (fresh === undefined) return;
        if (!fresh?.emailVerified) {
          if (by === 'button') toast.error(t('auth.toasts.emailNotVerifiedYet'));
          return;
        }
        await onVerified(fresh);
        toast.success(t('auth.toasts.emailVerified'), { id: 'auth.toasts.emailVerified' });
      } catch (error) {
        // Verified, but the backend would not open the session: say why, whoever asked.
        const message = providerFailureMessage(error, t('auth.toasts.firebaseLoginFailed'), t);
        toastError(message);
      } finally {
        checking.current = false;
      }
    },
    [provider, onVerified, t],
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
        toast.success(t('auth.toasts.verificationSentCheckInbox'));
      } catch (error) {
        const fallback = t('auth.toasts.verificationSendFailedRetry');
        toast.error(providerFailureMessage(error, fallback, t));
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
        {t('common.ui.verifyYourEmail')}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        <Trans
          i18nKey="auth.verifyEmail.sent"
          values={{ email: account.email ?? '' }}
          components={{
            strong: <strong className="font-semibold text-slate-900 dark:text-white" />,
          }}
        />
      </p>
      {provider.mode === 'emulator' && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
          {t('auth.verifyEmail.emulator')}
        </p>
      )}
      <div className="mt-8 flex flex-col gap-3">
        <Button size="lg" disabled={busy !== null} pending={busy === 'check'} onClick={verifyNow}>
          {t('common.ui.iveVerified')}
        </Button>
        <Button
          variant="outline"
          size="lg"
          disabled={busy !== null}
          pending={busy === 'resend'}
          onClick={resend}
        >
          {t('common.ui.resendVerification')}
        </Button>
        <Button variant="ghost" disabled={busy !== null} onClick={leave}>
          {t('auth.verifyEmail.useOtherAccount')}
        </Button>
      </div>
    </section>
  );
}
