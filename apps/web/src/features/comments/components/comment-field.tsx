import { LIMITS } from '@codegrow/shared/constants/limits';
import { useId, type ChangeEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';

const NEAR_LIMIT = LIMITS.commentMax - 100;

interface CommentFieldProps {
  label: string;
  /** The form's field for the text (useCommentForm's `field()`): the browser's own. */
  field: {
    name: string;
    defaultValue: string;
    /** Characters in it now, for the counter. */
    count: number;
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  };
  onFocus?: () => void;
  /** Escape in the field: closes a reply or an edit. */
  onEscape?: () => void;
  placeholder?: string;
  rows?: number;
  /** The textarea (useCommentForm's `textarea`): the form reads the text from it. */
  ref: RefObject<HTMLTextAreaElement | null>;
  /** The form's buttons, on the counter's line. */
  children: ReactNode;
}

/**
 * A comment's text field (a new comment, a reply, an edit): a counter to 2000 in the page's
 * digits, Markdown said to work, Ctrl/Cmd+Enter sends the form.
 */
export function CommentField({
  label,
  field,
  onFocus,
  onEscape,
  placeholder,
  rows = 4,
  ref,
  children,
}: CommentFieldProps) {
  const { t } = useTranslation();
  // The counter in the page's digits, ungrouped as it always was ('120/2000').
  const { formatDigits } = useFormats();
  const fieldId = useId();
  const counterId = useId();
  const hintId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <div className="space-y-2">
      <label
        htmlFor={fieldId}
        className="block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        {label}
      </label>
      <textarea
        name={field.name}
        defaultValue={field.defaultValue}
        ref={ref}
        onChange={field.onChange}
        id={fieldId}
        rows={rows}
        maxLength={LIMITS.commentMax}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        aria-describedby={`${hintId} ${counterId}`}
        placeholder={placeholder}
        className="block w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-3 text-sm leading-6 text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/25 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/25"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <span id={hintId}>{t('comments.form.markdownHint')}</span>{' '}
          <span
            id={counterId}
            className={cn(
              'tabular-nums',
              field.count >= NEAR_LIMIT && 'font-medium text-amber-700 dark:text-amber-300',
            )}
          >
            {formatDigits(field.count)}/{formatDigits(LIMITS.commentMax)}
            <span className="sr-only"> {t('comments.form.characters')}</span>
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-2">{children}</div>
      </div>
    </div>
  );
}
