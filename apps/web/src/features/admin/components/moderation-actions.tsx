/** A queue entry's decisions: approve or keep, remove, and banning its writer. */
import { type ModerationAction } from '@codegrow/shared/constants/discussion';
import { banFormSchema, type ModerationItem } from '@codegrow/shared/schemas/moderation';
import { untilOfDay } from '@codegrow/shared/schemas/until-day';
import { Check, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { serverMessageOr } from '../../../lib/api-error-message';
import { toast } from '../../../lib/toast';
import { useBan, useModerate } from '../api/moderation';

export function Decide({ item }: { item: ModerationItem }) {
  const moderate = useModerate();
  const decide = (action: ModerationAction) =>
    moderate.mutateAsync({ commentId: item.comment.id, action }).then(
      (answer) => toast.success(answer.message),
      (failure: unknown) => toast.error(serverMessageOr(failure, 'The decision was not saved')),
    );
  const whose = item.comment.user_name ?? 'a deleted account';
  // The accessible name begins with the button's words (WCAG 2.5.3, label in name).
  const approve = item.held ? 'Approve' : 'Keep';
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        pending={moderate.isPending && moderate.variables.action === 'approve'}
        onClick={() => void decide('approve')}
        aria-label={`${approve} the comment by ${whose}`}
      >
        <Check aria-hidden="true" className="size-4" />
        {approve}
      </Button>
      <Button
        size="sm"
        variant="outline"
        pending={moderate.isPending && moderate.variables.action === 'remove'}
        onClick={() => void decide('remove')}
        aria-label={`Remove the comment by ${whose}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
      </Button>
    </>
  );
}

/** Bans the comment's writer: a reason, and an end date or none (until lifted). */
export function BanForm({
  userId,
  name,
  onDone,
}: {
  userId: number;
  name: string;
  onDone: () => void;
}) {
  const ban = useBan();
  const { form, errors, error, onSubmit, refuse } = useSpecForm(banFormSchema, {
    reason: '',
    until: '',
  });
  // Answered whether or not the form is still open: a ban saved after Cancel still says so.
  const submit = onSubmit(({ reason, until }) => {
    void ban.mutateAsync({ userId, ban: { reason, until: untilOfDay(until) } }).then(
      (answer) => {
        toast.success(answer.message);
        onDone();
      },
      (failure: unknown) => refuse(failure, 'The ban was not saved', serverMessageOr),
    );
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Ban ${name}`}
      className="mt-3 space-y-3 rounded-xl border border-red-200 bg-red-50/60 p-4 dark:border-red-900/60 dark:bg-red-950/20"
    >
      <FormAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <TextField
          label="Reason"
          required
          maxLength={500}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <TextField
          label="Until (empty: until lifted)"
          type="date"
          error={errors.until?.message}
          {...form.register('until')}
        />
        <div className="flex gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" size="sm" pending={ban.isPending}>
            Ban
          </Button>
        </div>
      </div>
    </form>
  );
}
