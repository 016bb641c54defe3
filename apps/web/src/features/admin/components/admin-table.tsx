import { COMPLIMENTARY_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import { GIFT_LABEL } from '@codegrow/shared/constants/gifts';
import { RefreshCw, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form/text-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export const TH =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';
const CELL = 'px-4 py-3 text-sm text-slate-700 dark:text-slate-300';
export const TD = `${CELL} whitespace-nowrap`;
/** A cell whose text may wrap (long titles), so narrow screens scroll less. */
export const TD_WRAP = `${CELL} min-w-48 max-w-xs`;
export const card =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function Table({
  label,
  head,
  children,
}: {
  label: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    // Wider than a phone: it scrolls sideways, so the keyboard must be able to reach it. No
    // landmark of its own: the section around it names it already.
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than a phone scrolls sideways; the keyboard must reach it (axe's scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900"
    >
      <table
        aria-label={label}
        className="min-w-full divide-y divide-slate-200 dark:divide-slate-800"
      >
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            {head.map((column) => (
              <th key={column} scope="col" className={TH}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

/** Loading, failed or empty: what a list shows instead of rows. Null when there are rows. */
export function ListState({
  isPending,
  isError,
  isEmpty,
  emptyText,
  onRetry,
  rows = 3,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  rows?: number;
}) {
  if (isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading...</span>
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} className="h-11 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 px-6 py-8 text-center dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">This list could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {emptyText}
      </p>
    );
  }
  return null;
}

/** Previous/next under a table, with where the admin is; nothing when all rows fit one page. */
export function Pager({
  label,
  pagination,
  onPage,
}: {
  label: string;
  pagination: { page: number; limit: number; total: number; hasMore: boolean } | undefined;
  onPage: (page: number) => void;
}) {
  if (!pagination || pagination.total <= pagination.limit) return null;
  const { page, limit, total, hasMore } = pagination;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
        Page {page} of {pages} ({total} in all)
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('relative w-full sm:max-w-xs', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, 'h-10 pl-9')}
      />
    </div>
  );
}

const SUBSCRIPTION_TONES: Record<string, BadgeTone> = {
  active: 'emerald',
  expired: 'red',
  free: 'slate',
};

/** The subscription's status, and 'Complimentary' where an admin gave it. */
export function SubscriptionBadge({
  status,
  source = null,
}: {
  status: string;
  source?: string | null;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge tone={SUBSCRIPTION_TONES[status] ?? 'slate'}>{status}</Badge>
      {source === 'complimentary' && <Badge tone="indigo">{COMPLIMENTARY_MESSAGES.label}</Badge>}
      {source === 'gift' && <Badge tone="indigo">{GIFT_LABEL}</Badge>}
    </span>
  );
}

export function SectionHeading({
  id,
  title,
  description,
  actions,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && (
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        )}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
