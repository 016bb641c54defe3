import type { ComponentType, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TermIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

interface IconTermProps {
  icon: TermIcon;
  /** The icon tile's colours. */
  tone: string;
  /** Where the tile sits in its card (the card is `relative` and leaves room for it). */
  tileClassName: string;
  className: string;
  children: ReactNode;
}

/**
 * A figure's label with its icon tile. The tile sits inside the term, placed against the card,
 * because a definition list's group may hold only its terms and definitions.
 */
export function IconTerm({ icon: Icon, tone, tileClassName, className, children }: IconTermProps) {
  return (
    <dt className={className}>
      <span
        aria-hidden="true"
        className={cn('absolute flex items-center justify-center rounded-xl', tileClassName, tone)}
      >
        <Icon className="size-5" />
      </span>
      {children}
    </dt>
  );
}
