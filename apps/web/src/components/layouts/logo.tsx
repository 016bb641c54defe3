import { CodeXml } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { cn } from '../../lib/cn';
import { focusRing } from '../ui/button';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onClick}
      className={cn('flex items-center gap-2.5 rounded-lg', focusRing)}
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-linear-to-br from-indigo-600 to-blue-500 text-white shadow-sm shadow-indigo-600/30">
        <CodeXml aria-hidden="true" className="size-5" />
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
        {site.name}
      </span>
    </Link>
  );
}
