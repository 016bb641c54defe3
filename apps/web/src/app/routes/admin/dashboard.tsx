import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Button } from '../../../components/ui/button';
import { site } from '../../../config/site';
import {
  useDashboardStats,
  type DashboardStats,
} from '../../../features/admin/api/get-dashboard-stats';
import { AddTransactionPanel } from '../../../features/admin/components/add-transaction-panel';
import { EvidencePanel } from '../../../features/admin/components/evidence-panel';
import { ModerationPanel } from '../../../features/admin/components/moderation-panel';
import { MonthReportPanel } from '../../../features/admin/components/month-report-panel';
import { PaymentDeskCards } from '../../../features/admin/components/payment-desk-cards';
import { RefundsPanel } from '../../../features/admin/components/refunds-panel';
import { UnclaimedPanel } from '../../../features/admin/components/unclaimed-panel';
import { Tabs } from '../../../components/ui/tabs';
import { BlogsPanel, CreateBlogLink } from '../../../features/admin/components/blogs-panel';
import { OverviewPanel } from '../../../features/admin/components/overview-panel';
import { PathsPanel } from '../../../features/admin/components/paths-panel';
import { AdminSettingsPanel } from '../../../features/admin/components/settings-panel';
import { StatCards } from '../../../features/admin/components/stat-cards';
import { TransactionsPanel } from '../../../features/admin/components/transactions-panel';
import { UsersPanel } from '../../../features/admin/components/users-panel';
import {
  ADMIN_TAB_LABELS,
  ADMIN_TABS,
  parseAdminTab,
  type AdminTab,
} from '../../../features/admin/model/admin-tabs';

function Dashboard({ stats }: { stats: DashboardStats }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAdminTab(searchParams.get('tab'));
  const selectTab = (next: AdminTab) => {
    setSearchParams(next === 'overview' ? {} : { tab: next }, { preventScrollReset: true });
  };

  const panels: Record<AdminTab, () => ReactNode> = {
    overview: () => <OverviewPanel onSelectTab={selectTab} />,
    transactions: () => <TransactionsPanel />,
    'add-transaction': () => (
      <div className="space-y-6">
        <PaymentDeskCards />
        <AddTransactionPanel />
        <EvidencePanel />
        <UnclaimedPanel />
        <RefundsPanel />
        <MonthReportPanel />
      </div>
    ),
    users: () => <UsersPanel />,
    blogs: () => <BlogsPanel />,
    paths: () => <PathsPanel />,
    moderation: () => <ModerationPanel />,
    settings: () => <AdminSettingsPanel paymentNumber={site.paymentNumber} stats={stats} />,
  };

  return (
    <>
      <StatCards stats={stats} />
      <div className="mt-10">
        <Tabs
          tabs={ADMIN_TABS}
          labels={ADMIN_TAB_LABELS}
          label="Admin sections"
          idPrefix="admin"
          selected={tab}
          onSelect={selectTab}
        >
          {panels[tab]()}
        </Tabs>
      </div>
    </>
  );
}

export default function AdminDashboardRoute() {
  const stats = useDashboardStats();
  let body: ReactNode;
  if (stats.isPending) {
    body = (
      <div
        role="status"
        className="flex items-center justify-center gap-3 py-20 text-slate-600 dark:text-slate-400"
      >
        <LoaderCircle
          aria-hidden="true"
          className="size-6 animate-spin text-indigo-600 dark:text-indigo-400"
        />
        {UI_TEXT.loadingDashboard}
      </div>
    );
  } else if (stats.isError) {
    body = (
      <div className="flex justify-center py-16">
        <Button variant="outline" onClick={() => void stats.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  } else {
    body = <Dashboard stats={stats.data} />;
  }

  return (
    <ContentLayout
      eyebrow="Administration"
      title="Admin Dashboard"
      description="Users, payments, articles and categories in one place."
      actions={<CreateBlogLink />}
    >
      {body}
    </ContentLayout>
  );
}
