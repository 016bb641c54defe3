import type { User } from '@codegrow/shared/schemas/user';
import { hasActiveSubscription } from '@codegrow/shared/access/blog-access';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { BadgeCheck, Crown, Mail, TriangleAlert, User as UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans } from '../../../lib/i18n/trans';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { currentPlanLabel } from '../model/subscription-summary';
import { readDate } from '@codegrow/shared/format/formats';
import { useFormats } from '../../../lib/i18n/use-formats';

interface SettingsPanelProps {
  user: Pick<
    User,
    | 'name'
    | 'email'
    | 'role'
    | 'subscription_status'
    | 'subscription_expiry'
    | 'subscription_source'
    | 'created_at'
  >;
  /** The danger zone's action (the account feature's Delete Account). */
  deleteAccount: ReactNode;
  /** Ends every session of the account (the account feature's Sign out everywhere). */
  signOutEverywhere: ReactNode;
  /** What the reader follows (the following feature's list). */
  following: ReactNode;
}

const card =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** docs/product.md §2 settings: the profile (read-only), the current plan and the danger zone. */
export function SettingsPanel({
  user,
  deleteAccount,
  signOutEverywhere,
  following,
}: SettingsPanelProps) {
  const { t } = useTranslation();
  const { formatDay, formatTaka } = useFormats();
  const subscribed = hasActiveSubscription(user);
  const joined = readDate(user.created_at);
  const memberSince = joined && formatDay(joined);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="profile-heading" className={card}>
        <h2 id="profile-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('dashboard.settings.profile')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('dashboard.settings.profileIntro')}
        </p>
        <div className="mt-5 space-y-4">
          <TextField
            label={t('dashboard.settings.name')}
            icon={UserIcon}
            value={user.name ?? ''}
            placeholder={t('dashboard.settings.notSet')}
            readOnly
            className="bg-slate-50 dark:bg-slate-800/60"
          />
          <TextField
            label={t('dashboard.settings.email')}
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
          {t('dashboard.settings.subscription')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('dashboard.settings.planIntro')}
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <div>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('dashboard.settings.currentPlan')}
            </p>
            <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
              {subscribed ? (
                <BadgeCheck aria-hidden="true" className="size-5 text-emerald-500" />
              ) : (
                <Crown aria-hidden="true" className="size-5 text-slate-400" />
              )}
              {currentPlanLabel(user, t)}
            </p>
          </div>
          {subscribed ? (
            <Badge tone="emerald">{t('dashboard.settings.premiumUnlocked')}</Badge>
          ) : (
            <Link to={paths.subscribe.getHref()} className={buttonVariants({ size: 'sm' })}>
              <Crown aria-hidden="true" className="size-4" />
              {t('dashboard.settings.upgrade')}
            </Link>
          )}
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {!subscribed
            ? t('dashboard.settings.payOnce', { price: formatTaka(LIFETIME_PLAN.price) })
            : user.subscription_source === 'complimentary'
              ? t('dashboard.settings.complimentaryNote', {
                  until: user.subscription_expiry
                    ? t('dashboard.expiry.until', { date: formatDay(user.subscription_expiry) })
                    : t('dashboard.expiry.lifetime'),
                })
              : t('dashboard.settings.subscribedNote')}
        </p>
        {memberSince && (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
            <Trans
              i18nKey="dashboard.settings.memberSince"
              values={{ date: memberSince }}
              components={{ time: <time dateTime={user.created_at} /> }}
            />
          </p>
        )}
      </section>

      <section aria-labelledby="following-heading" className={`${card} lg:col-span-2`}>
        <h2 id="following-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('following.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('following.intro')}</p>
        <div className="mt-4">{following}</div>
      </section>

      <section aria-labelledby="sessions-heading" className={`${card} lg:col-span-2`}>
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('dashboard.settings.sessions')}
        </h2>
        <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-xl text-sm text-slate-600 dark:text-slate-400">
            {t('dashboard.settings.sessionsBody')}
          </p>
          {signOutEverywhere}
        </div>
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
          {t('dashboard.settings.dangerZone')}
        </h2>
        <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-xl text-sm text-slate-700 dark:text-slate-300">
            {t('dashboard.settings.dangerBody')}
          </p>
          {deleteAccount}
        </div>
      </section>
    </div>
  );
}
