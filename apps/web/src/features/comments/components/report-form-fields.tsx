import { commentReportSchema } from '@codegrow/shared/schemas/engagement';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form/field-error';
import { FieldLabel } from '../../../components/ui/form/field-label';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useMessage } from '../../../lib/i18n/use-message';
import { toast } from '../../../lib/toast';
import { reportComment } from '../api/report-comment';
import { commentErrorMessage } from '../model/comment-fields';
import { DISCUSSION_LIMITS } from '@codegrow/shared/constants/limits';

export interface ReportFormProps {
  commentId: number;
  onDone: () => void;
}

/** The report form itself (ReportForm loads it): the reason, by the server's schema. */
export function ReportFields({ commentId, onDone }: ReportFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { form, errors, error, onSubmit, refuse } = useSpecForm(commentReportSchema, {
    reason: '',
  });
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  useEffect(() => form.setFocus('reason'), [form]);

  // The mutation's own callbacks, not mutate's: the thanks still shows if the form was closed
  // while the report was on its way.
  const report = useMutation({
    mutationFn: (reason: string) => reportComment(commentId, reason),
    onSuccess: (answer) => {
      toast.success(message(answer.message));
      onDone();
    },
    onError: (caught) =>
      refuse(caught, t('comments.report.failed'), (failure, failed) =>
        commentErrorMessage(failure, { failed, offline: t('common.ui.offlineNotSent') }),
      ),
  });

  const submit = onSubmit(({ reason }) => {
    if (!report.isPending) report.mutate(reason);
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <FormAlert message={error} />
      <FieldLabel htmlFor={fieldId}>{t('comments.report.label')}</FieldLabel>
      <textarea
        id={fieldId}
        rows={2}
        maxLength={DISCUSSION_LIMITS.reportReasonMax}
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? errorId : undefined}
        {...form.register('reason')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/25 focus:outline-none aria-invalid:border-red-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-500/70"
      />
      <FieldError id={errorId} message={errors.reason?.message} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('comments.form.cancel')}
        </Button>
        <Button type="submit" size="sm" aria-busy={report.isPending}>
          {t('comments.report.send')}
        </Button>
      </div>
    </form>
  );
}
