import type { User } from '@codegrow/shared/schemas/user';
import { hasActiveSubscription } from '@codegrow/shared/access/blog-access';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { CURRENCY_SIGN } from '@codegrow/shared/constants/site';
import { BadgeCheck, Crown, Mail, TriangleAlert, User as UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { currentPlanLabel } from '../model/subscription-summary';
import { formatDay, readDate } from '../../../lib/format';

interface SettingsPanelProps {
  user: Pick<
    User,
    'name' | 'email' | 'role' | 'subscription_status' | 'subscription_expiry' | 'created_at'
  >;
  /** The danger zone's action (the account feature's Delete Account). */
  deleteAccount: ReactNode;
}

const card =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** docs/product.md §2 settings: the profile (read-only), the current plan and the danger zone. */
export function SettingsPanel({ user, deleteAccount }: SettingsPanelProps) {
  const subscribed = hasActiveSubscription(user);
  const joined = readDate(user.created_at);
  const memberSince = joined && formatDay(joined);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="profile-heading" className={card}>
        <h2 id="profile-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Profile
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          How you appear on the site. These details cannot be changed here.
        </p>
        <div className="mt-5 space-y-4">
          <TextField
            label="Name"
            icon={UserIcon}
            value={user.name ?? ''}
            placeholder="Not set"
            readOnly
            className="bg-slate-50 dark:bg-slate-800/60"
          />
          <TextField
            label="Email"
            icon={Mail}
            type="email"
            value={user.email}
            readOnly
            className="bg-slate-50 dark:bg-slate-800/60"
          />
        </div>
      </section>

      <section aria-labelledby="plan-heading" className={card}>
        <h2 id="plan-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Subscription
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Your current plan.</p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <div>
            <p className="text-sm text-slate-500 dark:text-slate-400">Current plan</p>
            <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
              {subscribed ? (
                <BadgeCheck aria-hidden="true" className="size-5 text-emerald-500" />
              ) : (
                <Crown aria-hidden="true" className="size-5 text-slate-400" />
              )}
              {currentPlanLabel(user)}
            </p>
          </div>
          {subscribed ? (
            <Badge tone="emerald">Premium unlocked</Badge>
          ) : (
            <Link to={paths.subscribe.getHref()} className={buttonVariants({ size: 'sm' })}>
              <Crown aria-hidden="true" className="size-4" />
              Upgrade
            </Link>
          )}
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {subscribed
            ? 'Every premium article is open to you, for life. There is nothing more to pay.'
            : `Pay ${CURRENCY_SIGN}${LIFETIME_PLAN.price} once and read every premium article, now and in the future.`}
        </p>
        {memberSince && (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
            Member since <time dateTime={user.created_at}>{memberSince}</time>
          </p>
        )}
      </section>

      <section
        aria-labelledby="danger-heading"
        className="rounded-2xl border border-red-200 bg-red-50/50 p-5 sm:p-6 lg:col-span-2 dark:border-red-500/30 dark:bg-red-500/5"
      >
        <h2
          id="danger-heading"
          className="flex items-center gap-2 text-lg font-semibold text-red-700 dark:text-red-400"
        >
          <TriangleAlert aria-hidden="true" className="size-5" />
          Danger zone
        </h2>
        <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-xl text-sm text-slate-700 dark:text-slate-300">
            Deleting your account removes your profile, likes, saved articles and reading history
            for good. Comments stay, signed as a deleted user; payment records are kept for the
            books without your e-mail address.
          </p>
          {deleteAccount}
        </div>
      </section>
    </div>
  );
}
