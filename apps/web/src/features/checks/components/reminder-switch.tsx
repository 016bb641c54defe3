import { REMINDER_TEXT } from '@codegrow/shared/constants/checks';
import { Switch } from '../../../components/ui/switch';
import { offlineOr } from '../../../lib/api-error-message';
import { toast } from '../../../lib/toast';
import { useReviewReminders, useSetReviewReminders } from '../api/review';

/** The reader's choice of a daily e-mail on days questions are due (off unless they ask). */
export function ReminderSwitch() {
  const reminders = useReviewReminders();
  const setReminders = useSetReviewReminders();
  const enabled = setReminders.isPending
    ? (setReminders.variables ?? false)
    : (reminders.data?.enabled ?? false);
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <Switch
        id="review-reminders"
        checked={enabled}
        disabled={reminders.isPending || setReminders.isPending}
        onChange={(next) =>
          setReminders.mutate(next, {
            onError: (error) => toast.error(offlineOr(error, REMINDER_TEXT.failed)),
          })
        }
        label={REMINDER_TEXT.label}
        description={enabled ? REMINDER_TEXT.on : REMINDER_TEXT.off}
      />
    </div>
  );
}
