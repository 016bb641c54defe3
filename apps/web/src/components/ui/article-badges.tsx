import { Crown } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Badge, badgeVariants } from './badge';
import { focusRing } from './button';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** The article's category, linking to the list filtered to it. */
export function CategoryBadge({ name, slug }: { name: string; slug: string }) {
  return (
    <Link
      to={paths.blogs.getHref({ category: slug })}
      className={cn(
        badgeVariants({ tone: 'indigo' }),
        focusRing,
        'relative z-10 transition-colors hover:bg-indigo-100 dark:hover:bg-indigo-500/20',
      )}
    >
      {name}
    </Link>
  );
}

export function PremiumBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="amber">
      <Crown aria-hidden="true" className="size-3" />
      {t('common.badges.premium')}
    </Badge>
  );
}
