import type { User } from '@codegrow/shared/schemas/user';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { useUsers } from '../api/get-users';
import { nameOrNA, subscriptionStatus } from '../model/admin-format';
import {
  ListState,
  Pager,
  SearchField,
  SectionHeading,
  SubscriptionBadge,
  Table,
  TD,
} from './admin-table';
import { formatDay } from '../admin-formats';

export const USER_COLUMNS = ['Name', 'Email', 'Subscription', 'Joined'];

/** One row of the users table, also used by the overview. */
export function UserRow({ user }: { user: User }) {
  return (
    <tr>
      <td className={cn(TD, 'font-medium text-slate-900 dark:text-white')}>
        <span className="inline-flex items-center gap-2">
          {nameOrNA(user.name)}
          {user.role === 'admin' && <Badge tone="indigo">Admin</Badge>}
        </span>
      </td>
      <td className={TD}>{user.email}</td>
      <td className={TD}>
        <SubscriptionBadge
          status={subscriptionStatus(user.subscription_status)}
          source={user.subscription_source}
        />
      </td>
      <td className={TD}>
        <time dateTime={user.created_at}>{formatDay(user.created_at)}</time>
      </td>
      <td className={TD}>
        <Link
          to={paths.user.getHref(user.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`View ${user.email}`}
        >
          <Eye aria-hidden="true" className="size-4" />
          View
        </Link>
      </td>
    </tr>
  );
}

/** docs/product.md §2 Users tab: search by e-mail or name (server-side), and a page per user. */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search);
  const list = useUsers({ search: debounced, page });
  const users = list.data?.users ?? [];

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-4">
      <SectionHeading
        id="admin-users-heading"
        title="Users"
        description="Everyone with an account, newest first."
        actions={
          list.data && (
            <span className="text-sm text-slate-500 dark:text-slate-400">
              {list.data.pagination.total} total
            </span>
          )
        }
      />
      <SearchField
        label="Search users by e-mail or name"
        placeholder="Search users..."
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={users.length === 0}
        emptyText={debounced ? 'No users match.' : 'No users yet.'}
        onRetry={() => void list.refetch()}
      />
      {users.length > 0 && (
        <Table label="Users" head={[...USER_COLUMNS, 'Actions']}>
          {users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </Table>
      )}
      <Pager label="Users pages" pagination={list.data?.pagination} onPage={setPage} />
    </section>
  );
}
