import { stepsRead } from '@codegrow/shared/constants/learning';

/** How many of a path's steps the reader has read, as a bar and in words. */
export function PathProgressBar({
  read,
  steps,
  label,
}: {
  read: number;
  steps: number;
  label: string;
}) {
  const percent = steps === 0 ? 0 : Math.round((read / steps) * 100);
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={steps}
        aria-valuenow={read}
        aria-valuetext={stepsRead(read, steps)}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{stepsRead(read, steps)}</p>
    </div>
  );
}
