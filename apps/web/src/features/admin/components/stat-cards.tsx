import { Banknote, BookOpen, Clock, Crown, UserCheck, Users } from 'lucide-react';
import { IconTerm, type TermIcon } from '../../../components/ui/icon-term';
import type { DashboardStats } from '../api/get-dashboard-stats';
import { formatCount, formatTaka } from '../admin-formats';

interface StatProps {
  icon: TermIcon;
  label: string;
  value: string;
  tone: string;
}

/** One figure of a row of cards: an icon, its label and its value. */
export function Stat({ icon: Icon, label, value, tone }: StatProps) {
  return (
    <div className="relative min-w-0 rounded-2xl border border-slate-200 bg-white p-4 pl-[4.25rem] shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <IconTerm
        icon={Icon}
        tone={tone}
        tileClassName="top-1/2 left-4 size-10 -translate-y-1/2"
        className="text-sm leading-tight font-medium text-slate-500 dark:text-slate-400"
      >
        {label}
      </IconTerm>
      <dd className="mt-0.5 truncate text-xl font-bold text-slate-900 tabular-nums dark:text-white">
        {value}
      </dd>
    </div>
  );
}

/** docs/product.md §2: the six numbers at the top of the admin dashboard. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl
      aria-label="Site statistics"
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6"
    >
      <Stat
        icon={Users}
        label="Total Users"
        value={formatCount(stats.totalUsers)}
        tone="bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300"
      />
      <Stat
        icon={UserCheck}
        label="Active Subs"
        value={formatCount(stats.activeSubscriptions)}
        tone="bg-emerald-100 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300"
      />
      <Stat
        icon={Banknote}
        label="Total Revenue"
        value={formatTaka(stats.totalRevenue)}
        tone="bg-sky-100 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300"
      />
      <Stat
        icon={Clock}
        label="Pending"
        value={formatCount(stats.pendingTransactions)}
        tone="bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
      />
      <Stat
        icon={BookOpen}
        label="Total Blogs"
        value={formatCount(stats.totalBlogs)}
        tone="bg-violet-100 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300"
      />
      <Stat
        icon={Crown}
        label="Premium"
        value={formatCount(stats.premiumBlogs)}
        tone="bg-rose-100 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300"
      />
    </dl>
  );
}
