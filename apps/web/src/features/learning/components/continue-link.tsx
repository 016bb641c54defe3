import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { ResumeState } from '../hooks/use-reading-progress';

interface ContinueLinkProps {
  /** The step to go on with and how far down it the reader was; none: the path is done. */
  next: { blogId: number; position: number } | null;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Start or Continue: to the first unread step, back where the reader stopped in it. */
export function ContinueLink({ next, children, variant, size, className }: ContinueLinkProps) {
  const { t } = useTranslation();
  if (!next) {
    return (
      <p className="font-semibold text-emerald-700 dark:text-emerald-400">
        {t('learning.path.completed')}
      </p>
    );
  }
  const state: ResumeState | undefined =
    next.position > 0 ? { resumeAt: next.position } : undefined;
  return (
    <Link
      to={paths.blog.getHref(next.blogId)}
      state={state}
      className={buttonVariants({ variant, size, className })}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
