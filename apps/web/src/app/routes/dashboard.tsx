import { hasActiveSubscription } from '@codegrow/shared/access/blog-access';
import type { User } from '@codegrow/shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, RefreshCw, Shield } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Trans } from '../../lib/i18n/trans';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { displayName } from '../../components/layouts/session-user';
import { Button, buttonVariants } from '../../components/ui/button';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { paths } from '../../config/paths';
import { getProfileQueryOptions } from '../../features/auth/api/get-profile';
import { DeleteAccount } from '../../features/auth/components/delete-account';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useSavedBlogs } from '../../features/blogs/api/get-saved-blogs';
import { BlogGrid, BlogGridSkeleton } from '../../features/blogs/components/blog-grid';
import { viewerKey } from '../../lib/viewer-key';
import { Tabs } from '../../components/ui/tabs';
import { LearningPanel } from '../../features/learning/components/learning-panel';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { RecentActivity } from '../../features/dashboard/components/recent-activity';
import { SettingsPanel } from '../../features/dashboard/components/settings-panel';
import { FollowedList } from '../../features/following/components/followed-list';
import { SummaryCards } from '../../features/dashboard/components/summary-cards';
import {
  DASHBOARD_TABS,
  parseDashboardTab,
  TAB_LABELS,
  type DashboardTab,
} from '../../features/dashboard/model/dashboard-tabs';
import {
  hasPremiumAccess,
  subscriptionExpiryText,
  subscriptionStatusText,
} from '../../features/dashboard/model/subscription-summary';
import { useMyTransactions } from '../../features/subscription/api/get-my-transactions';
import { pendingPayment } from '../../features/subscription/model/pending-payment';
import { TransactionsTable } from '../../features/subscription/components/transactions-table';
import { ReviewPanel } from '../../features/checks/components/review-panel';
import { useFormats } from '../../lib/i18n/use-formats';

/**
 * The profile, fetched afresh on every visit: an approval done meanwhile shows
 * at once, here and in the header (both read useAuth().user).
 */
function useFreshProfile(userId: number) {
  const { updateUser } = useAuth();
  const { data, isFetchedAfterMount } = useQuery({
    ...getProfileQueryOptions(),
    refetchOnMount: 'always',
  });
  useEffect(() => {
    // Only this visit's answer, and only for this user: a cached copy may be older, or someone else's.
    if (data && isFetchedAfterMount && data.id === userId) updateUser(data);
  }, [data, isFetchedAfterMount, userId, updateUser]);
}

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const formats = useFormats();
  useFreshProfile(user.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDashboardTab(searchParams.get('tab'));
  const viewer = viewerKey(user);
  const saved = useSavedBlogs(viewer);
  const subscribed = hasActiveSubscription(user);
  // A free reader's summary says whether a payment is waiting: their payments load at once.
  const transactions = useMyTransactions(viewer, {
    enabled: tab === 'transactions' || !subscribed,
  });

  const tabLabels = Object.fromEntries(
    DASHBOARD_TABS.map((name) => [name, t(TAB_LABELS[name])]),
  ) as Record<DashboardTab, string>;

  const selectTab = (next: DashboardTab) => {
    setSearchParams(next === 'overview' ? {} : { tab: next }, { preventScrollReset: true });
  };

  const panels: Record<DashboardTab, () => ReactNode> = {
    overview: () => (
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-2">
          <QuickActions subscribed={subscribed} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <RecentActivity blogs={saved.data?.blogs} isPending={saved.isPending} />
        </div>
      </div>
    ),
    learning: () => <LearningPanel viewer={viewer} />,
    review: () => <ReviewPanel viewer={viewer} />,
    transactions: () => (
      <TransactionsTable
        transactions={transactions.data}
        isPending={transactions.isPending}
        isError={transactions.isError}
        onRetry={() => void transactions.refetch()}
      />
    ),
    saved: () => {
      if (saved.isPending) return <BlogGridSkeleton count={3} />;
      if (saved.isError) {
        return (
          <div className="flex justify-center py-10">
            <Button variant="outline" onClick={() => void saved.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('dashboard.tryAgain')}
            </Button>
          </div>
        );
      }
      if (saved.data.blogs.length === 0) {
        return (
          <PagePlaceholder
            icon={Bookmark}
            title={t('dashboard.saved.emptyTitle')}
            actions={
              <Link to={paths.blogs.getHref()} className={buttonVariants()}>
                {t('dashboard.browseBlogs')}
              </Link>
            }
          >
            {t('dashboard.saved.emptyBody')}
          </PagePlaceholder>
        );
      }
      return <BlogGrid blogs={saved.data.blogs} />;
    },
    settings: () => (
      <SettingsPanel
        user={user}
        deleteAccount={<DeleteAccount authProvider={user.authProvider} />}
        signOutEverywhere={<SignOutEverywhere />}
        following={<FollowedList />}
      />
    ),
  };

  return (
    <ContentLayout
      eyebrow={t('dashboard.page.eyebrow')}
      title={t('dashboard.page.welcome', { name: displayName(user) })}
      description={
        <Trans
          i18nKey="dashboard.page.signedInAs"
          values={{ email: user.email }}
          components={{ email: <span className="font-medium text-slate-900 dark:text-white" /> }}
        />
      }
      actions={
        user.role === 'admin' && (
          <Link to={paths.admin.root.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <Shield aria-hidden="true" className="size-4" />
            {t('common.ui.adminPanel')}
          </Link>
        )
      }
    >
      <SummaryCards
        statusLabel={subscriptionStatusText(user.subscription_status, t)}
        expiryText={subscriptionExpiryText(
          user,
          pendingPayment(transactions.data) !== null,
          t,
          formats,
        )}
        premium={hasPremiumAccess(user)}
        savedCount={saved.data?.totalCount}
        blogsRead={saved.data?.blogsRead}
        countsFailed={saved.isError}
      />
      <div className="mt-10">
        <Tabs
          tabs={DASHBOARD_TABS}
          labels={tabLabels}
          label={t('dashboard.page.sections')}
          idPrefix="dashboard"
          selected={tab}
          onSelect={selectTab}
        >
          {panels[tab]()}
        </Tabs>
      </div>
    </ContentLayout>
  );
}

export default function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) {
    return (
      <ContentLayout
        title={t('common.ui.accessDenied')}
        description={t('common.ui.loginToViewDashboard')}
      />
    );
  }
  return <Dashboard user={user} />;
}
