import type { PathPlace } from '@codegrow/shared/schemas/learning';
import { ArrowLeft, ArrowRight, Route } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';

const linkClass = cn(
  'rounded-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300',
  focusRing,
);

/** 'Step 3 of 8 in SQL from scratch', for each path the article is a step of. */
export function PathPlaceLines({ places }: { places: PathPlace[] }) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  if (places.length === 0) return null;
  return (
    <ul className="mt-5 space-y-1 text-sm">
      {places.map((place) => (
        <li key={place.slug} className="flex items-center gap-2">
          <Route aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
          <Link to={paths.learningPath.getHref(place.slug)} className={linkClass}>
            {t('learning.article.stepOfPath', {
              step: formatCount(place.step),
              steps: formatCount(place.steps),
              title: place.title,
            })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StepLink({
  step,
  direction,
}: {
  step: NonNullable<PathPlace['next']>;
  direction: 'previous' | 'next';
}) {
  const { t } = useTranslation();
  const next = direction === 'next';
  return (
    <Link
      to={paths.blog.getHref(step.id)}
      rel={next ? 'next' : 'prev'}
      className={cn(
        'group flex min-w-0 flex-1 flex-col gap-1 rounded-xl border border-slate-200 p-4 transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 dark:border-slate-800 dark:hover:border-indigo-500/40 dark:hover:bg-indigo-500/5',
        next && 'items-end text-right',
        focusRing,
      )}
    >
      <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {!next && <ArrowLeft aria-hidden="true" className="size-3.5" />}
        {next ? t('learning.article.nextStep') : t('learning.article.previousStep')}
        {next && <ArrowRight aria-hidden="true" className="size-3.5" />}
      </span>
      <span
        lang={step.language}
        className="font-medium text-slate-900 group-hover:text-indigo-700 dark:text-white dark:group-hover:text-indigo-300"
      >
        {step.title}
      </span>
    </Link>
  );
}

/** The previous and next steps of each path, at the end of the article. */
export function PathStepLinks({ places }: { places: PathPlace[] }) {
  const { t } = useTranslation();
  return places.map((place) =>
    place.previous || place.next ? (
      <nav
        key={place.slug}
        aria-label={t('learning.article.stepLinks', { title: place.title })}
        className="flex flex-col gap-3 sm:flex-row"
      >
        {place.previous && <StepLink step={place.previous} direction="previous" />}
        {place.next && <StepLink step={place.next} direction="next" />}
      </nav>
    ) : null,
  );
}
