import { Play, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { firebaseConfig } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';
import { useAuth } from '../hooks/use-auth';
import { loadIdentityProvider } from '../provider/load-identity-provider';
import { providerFailureMessage } from '../provider/provider-error-message';
import {
  checkAuthServer,
  checkConfiguration,
  type CheckLine,
  type CheckOutcome,
  type CheckStatus,
} from './auth-checks';

const STATUS_CLASS: Record<CheckStatus, string> = {
  SUCCESS: 'text-emerald-700 dark:text-emerald-400',
  FAILED: 'text-red-700 dark:text-red-400',
  RUNNING: 'text-amber-700 dark:text-amber-400',
};

/** /firebase-test: the identity-provider setup checked step by step, as a log (docs/product.md §2). */
export function AuthDiagnostics() {
  const { t } = useTranslation();
  const { formatClock } = useFormats();
  const { isAuthenticated, user } = useAuth();
  const [lines, setLines] = useState<CheckLine[]>([]);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const record = useCallback((label: string, outcome: CheckOutcome) => {
    setLines((current) => [...current, { at: new Date(), label, ...outcome }]);
  }, []);

  const running = useCallback(
    (label: string) => record(label, { status: 'RUNNING', detail: 'started' }),
    [record],
  );

  const runChecks = useCallback(async () => {
    setBusy(true);
    setLines([]);
    try {
      record('Configuration', checkConfiguration(firebaseConfig));
      if (!firebaseConfig) return;
      running('Firebase SDK');
      try {
        const provider = await loadIdentityProvider();
        record('Firebase SDK', { status: 'SUCCESS', detail: `initialised (${provider?.mode})` });
      } catch (error) {
        record('Firebase SDK', { status: 'FAILED', detail: String(error) });
        return;
      }
      running('Auth server');
      const outcomes = await checkAuthServer(firebaseConfig, window.location.hostname);
      const labels = ['Auth server', 'Authorized domain'];
      outcomes.forEach((outcome, index) => record(labels[index] ?? 'Auth server', outcome));
    } finally {
      setBusy(false);
    }
  }, [record, running]);

  const testGoogle = async () => {
    setBusy(true);
    running('Google sign-in');
    try {
      const provider = await loadIdentityProvider();
      if (!provider) throw new Error('No identity provider is configured');
      const account = await provider.signInWith('google');
      record('Google sign-in', {
        status: 'SUCCESS',
        detail: `signed in as ${account.email ?? account.uid}`,
      });
      // Signed out, the site signs the tested account in; signed in as someone
      // else, that session stays and the test leaves no provider session behind.
      if (isAuthenticated && user?.firebaseUid !== account.uid) await provider.signOut();
    } catch (error) {
      record('Google sign-in', {
        status: 'FAILED',
        detail: providerFailureMessage(error, t('auth.toasts.googleSignInFailed'), t),
      });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runChecks();
  }, [runChecks]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={busy} onClick={() => void runChecks()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('auth.diagnostics.runAgain')}
        </Button>
        <Button disabled={busy || !firebaseConfig} onClick={() => void testGoogle()}>
          <Play aria-hidden="true" className="size-4" />
          {t('auth.diagnostics.testGoogle')}
        </Button>
      </div>
      <ol
        aria-label={t('auth.diagnostics.log')}
        aria-live="polite"
        className="space-y-1 rounded-xl [overflow-wrap:anywhere] border border-slate-200 bg-slate-50 p-4 font-mono text-sm dark:border-slate-800 dark:bg-slate-900"
      >
        {lines.map((line, index) => (
          <li key={index} className="whitespace-pre-wrap text-slate-700 dark:text-slate-300">
            <span className="text-slate-500 dark:text-slate-400">{formatClock(line.at)}</span>{' '}
            <span className={cn('font-semibold', STATUS_CLASS[line.status])}>{line.status}</span>{' '}
            <span className="font-semibold">{line.label}</span>: {line.detail}
          </li>
        ))}
      </ol>
    </div>
  );
}
