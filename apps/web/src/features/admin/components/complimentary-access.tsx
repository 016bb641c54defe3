import { COMPLIMENTARY_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import { complimentaryFormSchema } from '@codegrow/shared/schemas/complimentary';
import { untilOfDay } from '@codegrow/shared/schemas/until-day';
import type { User } from '@codegrow/shared/schemas/user';
import { Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useFormats } from '../../../lib/i18n/use-formats';
import { toast } from '../../../lib/toast';
import { useChangeComplimentary } from '../api/update-user';
import { serverMessageOr } from '../../../lib/api-error-message';

type ChangeComplimentary = ReturnType<typeof useChangeComplimentary>;

const NOT_SAVED = 'The complimentary access was not saved';

/**
 * Complimentary access for an account: given with a reason, for life or until a day, and
 * ended. An account that paid has nothing to be given.
 */
export function ComplimentaryAccess({ user }: { user: User }) {
  const { formatDay } = useFormats();
  // Kept here, not in the form: a grant replaces the form, and its toast must still come.
  const change = useChangeComplimentary(user.id);

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
              onError: (error) => toast.error(serverMessageOr(error, NOT_SAVED)),
            })
          }
        >
          End complimentary access
        </Button>
      </div>
    );
  }
  return <GiveComplimentary change={change} />;
}

/** The reason, and the last day of the access ('' for life). */
function GiveComplimentary({ change }: { change: ChangeComplimentary }) {
  const { form, errors, error, onSubmit, refuse } = useSpecForm(complimentaryFormSchema, {
    reason: '',
    until: '',
  });
  const submit = onSubmit(({ reason, until }) =>
    change.mutate(
      { reason, until: untilOfDay(until) },
      {
        onSuccess: () => {
          toast.success(COMPLIMENTARY_MESSAGES.granted);
          form.reset();
        },
        onError: (caught) => refuse(caught, NOT_SAVED, serverMessageOr),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Give complimentary access" className="space-y-3">
      <FormAlert message={error} />
      <TextField
        label="Reason for complimentary access"
        required
        maxLength={COMPLIMENTARY_MESSAGES.reasonMax}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <TextField
        label="Until (empty: for life)"
        type="date"
        error={errors.until?.message}
        {...form.register('until')}
      />
      <Button type="submit" size="sm" pending={change.isPending}>
        <Gift aria-hidden="true" className="size-4" />
        Give complimentary access
      </Button>
    </form>
  );
}
