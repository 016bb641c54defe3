import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { useProgress } from '../api/get-progress';
import { useSaveProgress } from '../api/save-progress';
import { useReadingProgress } from '../hooks/use-reading-progress';

/**
 * At the end of an article the reader may read: whether they have read it, with a way to
 * mark it by hand; meanwhile keeps their place (see useReadingProgress).
 */
export function ReadMarker({ blogId, viewer }: { blogId: number; viewer: string }) {
  const { t } = useTranslation();
  useReadingProgress(blogId, viewer);
  const { data: progress } = useProgress([blogId], viewer);
  const save = useSaveProgress(blogId, viewer);
  const read = progress?.get(blogId)?.read ?? false;

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-900">
      <p className="inline-flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        {read ? (
          <CheckCircle2
            aria-hidden="true"
            className="size-5 text-emerald-600 dark:text-emerald-400"
          />
        ) : (
          <Circle aria-hidden="true" className="size-5 text-slate-400" />
        )}
        {read ? t('learning.readMarker.read') : t('learning.readMarker.notRead')}
      </p>
      <Button
        variant="outline"
        size="sm"
        pending={save.isPending}
        onClick={() => save.mutate(read ? { read: false } : { read: true })}
      >
        {read ? t('learning.readMarker.markUnread') : t('learning.readMarker.markRead')}
      </Button>
    </div>
  );
}
