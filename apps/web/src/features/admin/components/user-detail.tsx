import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import {
  ROLES,
  SUBSCRIPTION_STATUSES,
  type Role,
  type SubscriptionStatus,
} from '@codegrow/shared/constants/domain';
import { History } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { inputClass } from '../../../components/ui/form/text-field';
import { serverMessageOr } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import type { UserDetail } from '../api/get-user';
import { ComplimentaryAccess } from './complimentary-access';
import { useUpdateUser, type UserChange } from '../api/update-user';
import { capitalize, nameOrNA, subscriptionStatus } from '../model/admin-format';
import { ListState, SubscriptionBadge, Table, TD, card } from './admin-table';
import { formatDay, formatDayTime, formatTaka } from '../admin-formats';
import { PaymentTimeline } from '../../../components/payments/payment-timeline';
import { TransactionStatusBadge } from '../../../components/ui/transaction-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2.5 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900 sm:col-span-2 sm:mt-0 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

function ChangeSelect<T extends string>({
  label,
  value,
  options,
  disabled,
  onPick,
}: {
  label: string;
  value: T;
  options: readonly T[];
  disabled: boolean;
  onPick: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onPick(event.target.value as T)}
        className={cn(inputClass, 'h-10')}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {capitalize(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

const AUDIT_LABELS: Record<string, string> = {
  role: 'Role changed',
  subscription: 'Subscription changed',
};

/** An admin's page about one user: profile, payments, and role and subscription changes. */
export function UserDetailView({ detail }: { detail: UserDetail }) {
  const { user, transactions, savedCount, audit } = detail;
  const update = useUpdateUser(user.id);
  const who = nameOrNA(user.name) === 'N/A' ? user.email : nameOrNA(user.name);

  const change = (description: string, body: UserChange) => {
    if (!window.confirm(`${description} for ${who}?`)) return;
    update.mutate(body, {
      onSuccess: () => toast.success(ADMIN_MESSAGES.userUpdated),
      onError: (error) => toast.error(serverMessageOr(error, ADMIN_MESSAGES.userUpdateFailed)),
    });
  };

  const status = subscriptionStatus(user.subscription_status);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="user-profile-heading" className={cn(card, 'lg:col-span-2')}>
        <h2
          id="user-profile-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Profile
        </h2>
        <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          <Field label="Name">{nameOrNA(user.name)}</Field>
          <Field label="Email">{user.email}</Field>
          <Field label="Role">
            <Badge tone={user.role === 'admin' ? 'indigo' : 'slate'}>{capitalize(user.role)}</Badge>
          </Field>
          <Field label="Subscription">
            <span className="inline-flex flex-wrap items-center gap-2">
              <SubscriptionBadge status={status} source={user.subscription_source} />
              {user.subscription_expiry && (
                <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
                  until {formatDay(user.subscription_expiry)}
                </span>
              )}
            </span>
          </Field>
          <Field label="Sign-in provider">
            {user.authProvider === 'firebase' ? 'Identity provider' : 'E-mail and password'}
          </Field>
          <Field label="Joined">{formatDay(user.created_at)}</Field>
          <Field label="Saved blogs">{savedCount}</Field>
        </dl>
      </section>

      <section aria-labelledby="user-manage-heading" className={cn(card, 'space-y-4')}>
        <h2
          id="user-manage-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Manage
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Each change asks for confirmation and is recorded below.
        </p>
        <ChangeSelect<Role>
          label="Role"
          value={user.role}
          options={ROLES}
          disabled={update.isPending}
          onPick={(role) => change(`Change the role to ${role}`, { role })}
        />
        <ChangeSelect<SubscriptionStatus>
          label="Subscription status"
          value={status}
          options={SUBSCRIPTION_STATUSES}
          disabled={update.isPending}
          onPick={(next) =>
            change(`Change the subscription to ${next}`, { subscription_status: next })
          }
        />
        <ComplimentaryAccess user={user} />
      </section>

      <section aria-labelledby="user-transactions-heading" className="space-y-3 lg:col-span-3">
        <h2
          id="user-transactions-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Transactions
        </h2>
        <ListState
          isPending={false}
          isError={false}
          isEmpty={transactions.length === 0}
          emptyText="This user has not submitted any payment."
          onRetry={() => undefined}
        />
        {transactions.length > 0 && (
          <Table label="User transactions" head={['Transaction ID', 'Amount', 'Status', 'Date']}>
            {transactions.map((transaction) => (
              <tr key={transaction.id}>
                <td className={cn(TD, 'font-mono font-medium text-slate-900 dark:text-white')}>
                  {transaction.trx_id}
                </td>
                <td className={cn(TD, 'tabular-nums')}>{formatTaka(transaction.amount)}</td>
                <td className={TD}>
                  <TransactionStatusBadge status={transaction.status} />
                </td>
                <td className={TD}>{formatDay(transaction.created_at)}</td>
              </tr>
            ))}
          </Table>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          {transactions.map((transaction) => (
            <PaymentTimeline key={transaction.id} transaction={transaction} />
          ))}
        </div>
      </section>

      <section aria-labelledby="user-audit-heading" className={cn(card, 'lg:col-span-3')}>
        <h2
          id="user-audit-heading"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
        >
          <History aria-hidden="true" className="size-5 text-slate-400" />
          Audit trail
        </h2>
        {audit.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            No changes recorded yet.
          </p>
        ) : (
          <ol
            aria-label="Audit trail"
            className="mt-3 divide-y divide-slate-200 dark:divide-slate-800"
          >
            {[...audit].reverse().map((entry, index) => (
              <li
                key={`${entry.created_at}-${index}`}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-sm text-slate-900 dark:text-white">
                  <span className="font-medium">{AUDIT_LABELS[entry.action] ?? entry.action}</span>
                  {entry.detail && <span>: {entry.detail}</span>}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  by {entry.actor ?? 'system'} ·{' '}
                  <time dateTime={entry.created_at}>{formatDayTime(entry.created_at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
