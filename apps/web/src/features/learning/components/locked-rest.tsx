import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Where Continue would be once every step the reader may open is read and premium ones are left. */
export function LockedRest() {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {LEARNING_TEXT.lockedRest}{' '}
      <Link
        to={paths.subscribe.getHref()}
        className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
      >
        {READER_MESSAGES.subscribeNow}
      </Link>
    </p>
  );
}
