import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFollows } from '../api/follows';
import { FollowSelect } from './follow-select';

/** The settings' list of what the reader follows, each with its choice to change. */
export function FollowedList() {
  const { t } = useTranslation();
  const follows = useFollows(true);
  if (follows.isPending) return null;
  if (!follows.data?.length) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('following.none')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {follows.data.map((follow) => (
        <li
          key={`${follow.kind}-${follow.id}`}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
        >
          <Link
            to={
              follow.kind === 'path'
                ? paths.learningPath.getHref(follow.slug)
                : paths.blogs.getHref({ category: follow.slug })
            }
            className="font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          >
            {follow.name}
          </Link>
          <FollowSelect
            target={follow.kind === 'path' ? { pathId: follow.id } : { categoryId: follow.id }}
            name={follow.name}
            isAuthenticated
          />
        </li>
      ))}
    </ul>
  );
}
