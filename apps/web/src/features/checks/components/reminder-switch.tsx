import { useTranslation } from '../../../lib/i18n/use-translation';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useFailureMessage } from '../../../hooks/use-failure-message';
import { useReviewReminders, useSetReviewReminders } from '../api/review';

/** The reader's choice of a daily e-mail on days questions are due (off unless they ask). */
export function ReminderSwitch() {
  const { t } = useTranslation();
  const failure = useFailureMessage();
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
            onError: (error) => toast.error(failure(error, t('checks.reminders.failed'))),
          })
        }
        label={t('checks.reminders.label')}
        description={enabled ? t('checks.reminders.on') : t('checks.reminders.off')}
      />
    </div>
  );
}
