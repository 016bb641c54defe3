import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormats } from '../../../lib/i18n/use-formats';

/** How many of a path's steps the reader has read (and skipped), as a bar and in words. */
export function PathProgressBar({
  read,
  skipped = 0,
  steps,
  label,
}: {
  read: number;
  skipped?: number;
  steps: number;
  label: string;
}) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const stepsRead = t('learning.progress.stepsRead', {
    read: formatCount(read),
    steps: formatCount(steps),
  });
  const words =
    skipped > 0
      ? `${stepsRead} · ${t('learning.progress.skipped', { n: formatCount(skipped) })}`
      : stepsRead;
  const percent = steps === 0 ? 0 : Math.round((read / steps) * 100);
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={steps}
        aria-valuenow={read}
        aria-valuetext={words}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{words}</p>
    </div>
  );
}
