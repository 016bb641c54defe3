import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useFailureMessage } from '../../../hooks/use-failure-message';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { modeOf, useFollows, useSetFollow, type FollowTarget } from '../api/follows';
import { FOLLOW_MODES, type FollowMode } from '@codegrow/shared/constants/domain';

/**
 * Follow a category or a learning path: an e-mail for each new article, a weekly digest, or
 * nothing (the default). Visitors are offered to sign in first, and come back here.
 */
export function FollowSelect({
  target,
  name,
  isAuthenticated,
}: {
  target: FollowTarget;
  name: string;
  isAuthenticated: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const follows = useFollows(isAuthenticated);
  const setFollow = useSetFollow();
  const failure = useFailureMessage();
  if (!isAuthenticated) {
    return (
      <Link
        to={paths.login.getHref(location.pathname + location.search)}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {t('following.signInToFollow')}
      </Link>
    );
  }
  const mode = setFollow.isPending
    ? (setFollow.variables?.mode ?? 'off')
    : modeOf(follows.data, target);
  const choose = (next: FollowMode) =>
    setFollow.mutate(
      { target, mode: next },
      {
        onSuccess: () => toast.success(t(`following.saved.${next}`, { name })),
        onError: (error) => toast.error(failure(error, t('following.failed'))),
      },
    );
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-300"
      >
        <BellRing aria-hidden="true" className="size-4" />
        {t('following.label')}
      </label>
      <select
        id={id}
        value={mode}
        disabled={follows.isPending || setFollow.isPending}
        onChange={(event) => choose(event.target.value as FollowMode)}
        className={cn(inputClass, 'w-auto py-1.5 text-sm')}
      >
        {FOLLOW_MODES.map((option) => (
          <option key={option} value={option}>
            {t(`following.modes.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
