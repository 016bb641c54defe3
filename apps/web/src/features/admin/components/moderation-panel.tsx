import { MODERATION_MESSAGES } from '@codegrow/shared/constants/discussion';
import {
  blockedWordLines,
  blockedWordsFormSchema,
  type ModerationItem,
} from '@codegrow/shared/schemas/moderation';
import { Ban, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { FieldError } from '../../../components/ui/form/field-error';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { inputClass } from '../../../components/ui/form/text-field';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { serverMessageOr } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { formatDayTime } from '../admin-formats';
import {
  useBlockedWords,
  useModerationQueue,
  useModerationSettings,
  useSaveBlockedWords,
  useSaveModerationSettings,
} from '../api/moderation';
import { card } from './admin-table';

import { BanForm, Decide } from './moderation-actions';

function QueueEntry({ item }: { item: ModerationItem }) {
  const [banning, setBanning] = useState(false);
  const { comment } = item;
  const name = comment.user_name ?? 'Deleted user';
  return (
    <li className="space-y-3 py-5 first:pt-0">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
        {comment.user_email && (
          <span className="text-slate-500 dark:text-slate-400">{comment.user_email}</span>
        )}
        <span className="text-slate-500 dark:text-slate-400">
          on{' '}
          <Link
            to={`/blog/${comment.blog_id}#comment-${comment.id}`}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {comment.blog_title}
          </Link>{' '}
          · {formatDayTime(new Date(comment.created_at))}
        </span>
        {item.held && <Badge tone="amber">Held: {item.held_reason}</Badge>}
        {item.reports.length > 0 && (
          <Badge tone="red">
            {item.reports.length} {item.reports.length === 1 ? 'report' : 'reports'}
          </Badge>
        )}
      </div>
      {/* As written: a moderator reads the Markdown itself, links and all. */}
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
        {comment.content}
      </p>
      {item.reports.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {item.reports.map((report) => (
            <li key={`${report.created_at}-${report.reporter ?? ''}`}>
              <span className="font-medium">{report.reporter ?? 'A deleted account'}:</span>{' '}
              {report.reason}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Decide item={item} />
        {comment.user_id !== null && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setBanning((open) => !open)}
            aria-expanded={banning}
            aria-label={`Ban writer ${name}`}
          >
            <Ban aria-hidden="true" className="size-4" />
            Ban writer
          </Button>
        )}
      </div>
      {banning && comment.user_id !== null && (
        <BanForm userId={comment.user_id} name={name} onDone={() => setBanning(false)} />
      )}
    </li>
  );
}

/** Whether a reader's first comment waits for a moderator: off unless an admin turns it on. */
function HoldFirstComments() {
  const settings = useModerationSettings();
  const save = useSaveModerationSettings();
  const id = useId();
  const change = (holdFirstComments: boolean) =>
    save.mutateAsync({ holdFirstComments }).then(
      (answer) => toast.success(answer.message),
      (failure: unknown) => toast.error(serverMessageOr(failure, 'The setting was not saved')),
    );
  return (
    <section aria-label="Moderation settings" className={card}>
      <Switch
        id={id}
        checked={settings.data?.holdFirstComments ?? false}
        disabled={!settings.data || save.isPending}
        onChange={(on) => void change(on)}
        label={MODERATION_MESSAGES.holdFirstCommentsLabel}
        description={MODERATION_MESSAGES.holdFirstCommentsHint}
      />
    </section>
  );
}

/** The words that hold a comment for a moderator, one per line. */
function BlockedWords() {
  const words = useBlockedWords();
  const save = useSaveBlockedWords();
  const saved = words.data?.words.join('\n') ?? '';
  const { form, errors, error, onSubmit, refuse } = useSpecForm(blockedWordsFormSchema, {
    words: saved,
  });
  // The list arrives after the field is shown: it shows there unless the admin is typing.
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    form.reset({ words: saved }, { keepDirtyValues: true });
  }
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const submit = onSubmit(({ words: text }) => {
    void save.mutateAsync(blockedWordLines(text)).then(
      (answer) => {
        form.reset({ words: answer.words.join('\n') }); // as the server keeps them
        toast.success(answer.message);
      },
      (failure: unknown) => refuse(failure, 'The words were not saved', serverMessageOr),
    );
  });
  return (
    <form noValidate onSubmit={submit} className={`${card} space-y-3`}>
      <label htmlFor={fieldId} className="block">
        <span className="text-lg font-semibold text-slate-900 dark:text-white">Blocked words</span>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
          A comment with one of these words (any case, as a word of its own) waits here for a
          decision. One per line.
        </span>
      </label>
      <FormAlert message={error} />
      <textarea
        id={fieldId}
        rows={4}
        aria-invalid={errors.words ? true : undefined}
        aria-describedby={errors.words ? errorId : undefined}
        className={cn(inputClass, 'h-auto py-2.5 font-mono')}
        {...form.register('words')}
      />
      <FieldError id={errorId} message={errors.words?.message} />
      <Button type="submit" size="sm" pending={save.isPending}>
        Save words
      </Button>
    </form>
  );
}

/**
 * Comments waiting for a moderator: first comments, links from new accounts and blocked
 * words held when written, and reported ones. Each is approved (or kept) or removed; the
 * writer can be banned. Nothing is deleted: each decision is in the writer's audit trail.
 */
export function ModerationPanel() {
  const queue = useModerationQueue();
  const items = queue.data?.items ?? [];
  return (
    <div className="space-y-6">
      <section aria-labelledby="moderation-heading" className={`${card} space-y-4`}>
        <div>
          <h2
            id="moderation-heading"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            Moderation queue
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Held and reported comments, oldest first.
          </p>
        </div>
        {queue.isPending ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">Loading…</p>
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />
            Nothing waits for a decision.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((item) => (
              <QueueEntry key={item.comment.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <HoldFirstComments />
      <BlockedWords />
    </div>
  );
}
