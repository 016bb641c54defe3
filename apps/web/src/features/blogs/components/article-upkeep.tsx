import type { Blog } from '@codegrow/shared/schemas/blog';
import { History, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormats } from '../../../lib/i18n/use-formats';

/**
 * How the article is kept up, under its byline: the day an editor last checked it and the
 * versions it was tested with, the changes made since it was published ('Updated on', each
 * with its line), and a quiet notice when nobody has checked it for a year.
 */
export function ArticleUpkeep({
  blog,
}: {
  blog: Pick<Blog, 'reviewed_on' | 'tested_with' | 'review_due' | 'changes'>;
}) {
  const { t } = useTranslation();
  const { formatLongDay, formatDay } = useFormats();
  const changes = blog.changes ?? [];
  const [latest] = changes;
  const checked = [
    blog.reviewed_on && t('blogs.upkeep.reviewedOn', { date: formatLongDay(blog.reviewed_on) }),
    blog.tested_with && t('blogs.upkeep.testedWith', { versions: blog.tested_with }),
  ].filter(Boolean);
  if (checked.length === 0 && !latest && !blog.review_due) return null;
  return (
    <div className="mt-4 space-y-2 text-sm text-slate-600 dark:text-slate-400">
      {checked.length > 0 && (
        <p className="flex items-start gap-1.5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>{checked.join(' · ')}</span>
        </p>
      )}
      {latest && (
        <details className="group">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded focus-visible:outline-2 focus-visible:outline-indigo-500">
            <History aria-hidden="true" className="size-4" />
            {t('blogs.upkeep.updatedOn', { date: formatLongDay(latest.created_at) })}
          </summary>
          <ul aria-label={t('blogs.upkeep.changes')} className="mt-2 ml-6 list-disc space-y-1">
            {changes.map((change) => (
              <li key={change.created_at}>
                <time dateTime={change.created_at}>{formatDay(change.created_at)}</time>:{' '}
                {change.summary}
              </li>
            ))}
          </ul>
        </details>
      )}
      {blog.review_due && (
        <p className="rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/5 dark:text-amber-200">
          {t('blogs.upkeep.reviewDue')}
        </p>
      )}
    </div>
  );
}
