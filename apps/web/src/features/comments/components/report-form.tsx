import { DISCUSSION_LIMITS } from '@codegrow/shared/constants/discussion';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../lib/i18n/use-message';
import { toast } from '../../../lib/toast';
import { reportComment } from '../api/report-comment';
import { commentErrorMessage } from '../model/comment-fields';

/** Why a reader reports a comment, written in place under it; a moderator reads it. */
export function ReportForm({ commentId, onDone }: { commentId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      toast.error(t('messages.discussion.reportReasonRequired'));
      return;
    }
    setPending(true);
    try {
      const answer = await reportComment(commentId, reason.trim());
      toast.success(message(answer.message));
      onDone();
    } catch (error) {
      toast.error(
        commentErrorMessage(error, {
          failed: t('comments.report.failed'),
          offline: t('common.ui.offlineNotSent'),
        }),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 space-y-2">
      <label
        htmlFor={fieldId}
        className="block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        {t('comments.report.label')}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        rows={2}
        value={reason}
        maxLength={DISCUSSION_LIMITS.reportReasonMax}
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/25 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('comments.form.cancel')}
        </Button>
        <Button type="submit" size="sm" aria-busy={pending}>
          {t('comments.report.send')}
        </Button>
      </div>
    </form>
  );
}
