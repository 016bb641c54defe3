import { endOfSiteDate } from '@codegrow/shared/time/site-day';
import { COMPLIMENTARY_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import type { User } from '@codegrow/shared/schemas/user';
import { Gift } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form/text-field';
import { useFormats } from '../../../lib/i18n/use-formats';
import { toast } from '../../../lib/toast';
import { useChangeComplimentary } from '../api/update-user';
import { serverMessageOr } from '../../../lib/api-error-message';

/**
 * Complimentary access for an account: given with a reason, for life or until a day, and
 * ended. An account that paid has nothing to be given.
 */
export function ComplimentaryAccess({ user }: { user: User }) {
  const { formatDay } = useFormats();
  const change = useChangeComplimentary(user.id);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const failed = (error: unknown) =>
    toast.error(serverMessageOr(error, 'The complimentary access was not saved'));

  if (user.subscription_source === 'paid' || user.subscription_source === 'gift') return null;
  if (user.subscription_source === 'complimentary') {
    return (
      <div className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 text-sm dark:border-emerald-900/60 dark:bg-emerald-950/20">
        <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
          <Gift aria-hidden="true" className="size-4 text-emerald-600" />
          {COMPLIMENTARY_MESSAGES.label}{' '}
          {user.subscription_expiry ? `until ${formatDay(user.subscription_expiry)}` : 'for life'}
        </p>
        <p className="text-slate-700 dark:text-slate-300">{user.complimentary_reason}</p>
        <Button
          variant="outline"
          size="sm"
          pending={change.isPending}
          onClick={() =>
            change.mutate(null, {
              onSuccess: () => toast.success(COMPLIMENTARY_MESSAGES.ended),
              onError: failed,
            })
          }
        >
          End complimentary access
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The end of that day in the site's time, as every date on the site is shown.
    const end = until ? endOfSiteDate(until).toISOString() : null;
    change.mutate(
      { reason, until: end },
      {
        onSuccess: () => {
          toast.success(COMPLIMENTARY_MESSAGES.granted);
          setReason('');
          setUntil('');
        },
        onError: failed,
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Give complimentary access" className="space-y-3">
      <TextField
        label="Reason for complimentary access"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        maxLength={COMPLIMENTARY_MESSAGES.reasonMax}
      />
      <TextField
        label="Until (empty: for life)"
        type="date"
        value={until}
        onChange={(event) => setUntil(event.target.value)}
      />
      <Button type="submit" size="sm" pending={change.isPending}>
        <Gift aria-hidden="true" className="size-4" />
        Give complimentary access
      </Button>
    </form>
  );
}
