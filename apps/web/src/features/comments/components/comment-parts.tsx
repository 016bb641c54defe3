import { useState, type ReactNode } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { authorInitial } from '../model/comment-fields';

/** The writer's photo, or their initial where there is none (or it does not load). */
export function CommentAvatar({ name, photo }: { name: string; photo: string | null }) {
  const [broken, setBroken] = useState(false);
  if (photo && !broken) {
    return (
      <img
        src={photo}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="size-9 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-sky-500 text-sm font-bold text-white"
    >
      {authorInitial(name)}
    </span>
  );
}

/** One of a comment's actions (reply, edit, pin…), named for whose comment it acts on. */
export function ActionButton({
  onClick,
  icon,
  children,
  label,
  pressed,
}: {
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
  /** Says whose comment it acts on, for a screen reader's list of buttons. */
  label: string;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'h-8 px-2 text-xs' })}
    >
      {icon}
      {children}
    </button>
  );
}
