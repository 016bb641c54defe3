import { LIMITS } from '@codegrow/shared/constants/limits';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useAdminBlogs } from '../api/get-blogs';
import { useTransactions } from '../api/get-transactions';
import { useUsers } from '../api/get-users';
import type { AdminTab } from '../model/admin-tabs';
import { ListState, SectionHeading, Table } from './admin-table';
import { BLOG_COLUMNS, BlogRow } from './blogs-panel';
import { TRANSACTION_COLUMNS, TransactionRow } from './transactions-panel';
import { USER_COLUMNS, UserRow } from './users-panel';

const COUNT = LIMITS.adminOverviewItems;

function Recent({
  id,
  title,
  onViewAll,
  children,
}: {
  id: string;
  title: string;
  onViewAll: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <SectionHeading
        id={id}
        title={title}
        actions={
          <Button variant="ghost" size="sm" onClick={onViewAll} aria-label={`View All ${title}`}>
            View All
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        }
      />
      {children}
    </section>
  );
}

/** docs/product.md §2 Overview: the 5 newest transactions, users and blogs, each linking to its tab. */
export function OverviewPanel({ onSelectTab }: { onSelectTab: (tab: AdminTab) => void }) {
  const transactions = useTransactions({ limit: COUNT });
  const users = useUsers({ limit: COUNT });
  const blogs = useAdminBlogs();
  const recentTransactions = transactions.data?.transactions.slice(0, COUNT) ?? [];
  const recentUsers = users.data?.users.slice(0, COUNT) ?? [];
  const recentBlogs = blogs.data?.slice(0, COUNT) ?? [];

  return (
    <div className="space-y-10">
      <Recent
        id="recent-transactions"
        title="Recent Transactions"
        onViewAll={() => onSelectTab('transactions')}
      >
        <ListState
          isPending={transactions.isPending}
          isError={transactions.isError}
          isEmpty={recentTransactions.length === 0}
          emptyText="No transactions yet."
          onRetry={() => void transactions.refetch()}
        />
        {recentTransactions.length > 0 && (
          <Table label="Recent transactions" head={TRANSACTION_COLUMNS}>
            {recentTransactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} actions={false} />
            ))}
          </Table>
        )}
      </Recent>

      <Recent id="recent-users" title="Recent Users" onViewAll={() => onSelectTab('users')}>
        <ListState
          isPending={users.isPending}
          isError={users.isError}
          isEmpty={recentUsers.length === 0}
          emptyText="No users yet."
          onRetry={() => void users.refetch()}
        />
        {recentUsers.length > 0 && (
          <Table label="Recent users" head={[...USER_COLUMNS, 'Actions']}>
            {recentUsers.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </Table>
        )}
      </Recent>

      <Recent id="recent-blogs" title="Recent Blogs" onViewAll={() => onSelectTab('blogs')}>
        <ListState
          isPending={blogs.isPending}
          isError={blogs.isError}
          isEmpty={recentBlogs.length === 0}
          emptyText="No blogs yet."
          onRetry={() => void blogs.refetch()}
        />
        {recentBlogs.length > 0 && (
          <Table label="Recent blogs" head={BLOG_COLUMNS}>
            {recentBlogs.map((blog) => (
              <BlogRow key={blog.id} blog={blog} actions={false} />
            ))}
          </Table>
        )}
      </Recent>
    </div>
  );
}
