import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Where Continue would be once every step the reader may open is read and premium ones are left. */
export function LockedRest() {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {t('learning.lockedRest.text')}{' '}
      <Link
        to={paths.subscribe.getHref()}
        className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
      >
        {t('learning.lockedRest.subscribe')}
      </Link>
    </p>
  );
}
