import { REVISION_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Revision, RevisionSummary } from '@codegrow/shared/schemas/revision';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useApiErrorMessage } from '../../../hooks/use-failure-message';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';
import { toast } from '../../../lib/toast';
import { useRestoreRevision, useRevision } from '../api/revisions';
import { card } from './admin-table';
import { RevisionDiff } from './revision-diff';

interface RevisionHistoryProps {
  blogId: number;
  /** Newest first: the first is the current version. */
  revisions: RevisionSummary[];
}

function RevisionList({
  revisions,
  chosen,
  onChoose,
}: {
  revisions: RevisionSummary[];
  chosen: number | undefined;
  onChoose: (id: number) => void;
}) {
  const { formatDayTime } = useFormats();
  return (
    <ol aria-label="Revisions, newest first" className="space-y-2">
      {revisions.map((revision, index) => (
        <li key={revision.id}>
          <button
            type="button"
            aria-pressed={revision.id === chosen}
            onClick={() => onChoose(revision.id)}
            className={cn(
              'w-full rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500',
              revision.id === chosen
                ? 'border-indigo-400 bg-indigo-50 dark:border-indigo-400/60 dark:bg-indigo-500/10'
                : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900',
            )}
          >
            <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
              <time dateTime={revision.created_at}>{formatDayTime(revision.created_at)}</time>
              {index === 0 && <Badge tone="emerald">Current</Badge>}
            </span>
            <span className="mt-0.5 block text-slate-700 dark:text-slate-300">
              {revision.summary}
            </span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {revision.author_name}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** What differs between a version and the current one: title and tags in words, the text side by side. */
function Comparison({ version, current }: { version: Revision; current: Revision }) {
  const { formatDayTime } = useFormats();
  const label = `This version (${formatDayTime(version.created_at)})`;
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-slate-700 dark:text-slate-300">Title</dt>
        <dd className="text-slate-900 dark:text-white">
          {version.title === current.title ? (
            version.title
          ) : (
            <>
              {version.title}{' '}
              <span className="text-slate-600 dark:text-slate-400">(now: {current.title})</span>
            </>
          )}
        </dd>
        <dt className="font-semibold text-slate-700 dark:text-slate-300">Tags</dt>
        <dd className="text-slate-900 dark:text-white">
          {version.tags || '—'}
          {version.tags !== current.tags && (
            <span className="text-slate-600 dark:text-slate-400">
              {' '}
              (now: {current.tags || '—'})
            </span>
          )}
        </dd>
      </dl>
      <RevisionDiff
        caption={`The text of ${label} beside the current version`}
        before={{ label, text: version.content }}
        after={{ label: 'Current version', text: current.content }}
      />
    </div>
  );
}

/**
 * An article's history: each saved version with when, who and what changed; the chosen one
 * beside the current version, and restored in one click. The version just replaced is chosen
 * from the start, so undoing the last change (or a restore) is that one click.
 */
export function RevisionHistory({ blogId, revisions }: RevisionHistoryProps) {
  const describeFailure = useApiErrorMessage();
  const [current, previous] = revisions;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const chosenId = chosen ?? previous?.id ?? current?.id;
  const version = useRevision(blogId, chosenId);
  const latest = useRevision(blogId, current?.id);
  const restore = useRestoreRevision(blogId);

  if (!current) {
    return (
      <p className={cn(card, 'text-sm text-slate-600 dark:text-slate-400')}>
        No saved changes yet: the history starts with the next edit.
      </p>
    );
  }
  const onRestore = () => {
    if (chosenId === undefined) return;
    restore.mutate(
      { revisionId: chosenId, currentRevisionId: current.id },
      {
        onSuccess: () => {
          toast.success(REVISION_MESSAGES.restored);
          setChosen(undefined);
        },
        onError: (error) => toast.error(describeFailure(error, REVISION_MESSAGES.stale)),
      },
    );
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <RevisionList revisions={revisions} chosen={chosenId} onChoose={setChosen} />
      <section aria-label="The chosen version" className={cn(card, 'min-w-0 space-y-4')}>
        {version.data && latest.data ? (
          <>
            <Comparison version={version.data} current={latest.data} />
            {chosenId !== current.id && (
              <Button onClick={onRestore} pending={restore.isPending}>
                {!restore.isPending && <RotateCcw aria-hidden="true" className="size-4" />}
                Restore this version
              </Button>
            )}
          </>
        ) : (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Loading the version…
          </p>
        )}
      </section>
    </div>
  );
}
