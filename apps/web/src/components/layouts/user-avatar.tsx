import { CircleUser } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The user's photo, or a neutral icon when there is none. */
export function UserAvatar({
  photoUrl,
  className,
}: {
  photoUrl: string | null;
  className?: string;
}) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        referrerPolicy="no-referrer"
        className={cn(
          'size-7 rounded-full object-cover ring-2 ring-white dark:ring-slate-900',
          className,
        )}
      />
    );
  }
  return (
    <CircleUser
      aria-hidden="true"
      className={cn('size-7 text-indigo-600 dark:text-indigo-400', className)}
    />
  );
}
