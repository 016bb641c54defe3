import type { Role, SubscriptionStatus } from '@codegrow/shared/constants/domain';
import type { Database } from '../../db/client';
import { createUsersRepository, type UserRow } from '../auth/users-repository';
import { createAdminRepository } from './admin-repository';

export interface AccountChange {
  role?: Role | undefined;
  subscriptionStatus?: SubscriptionStatus | undefined;
}

/**
 * An admin's change of an account's role or subscription, by hand: each change that differs
 * from `before` is made and written to the account's audit trail (who, what, from and to) in
 * one transaction, so neither stands without the other.
 */
export async function changeAccount(
  db: Database,
  actorId: number,
  before: UserRow,
  { role, subscriptionStatus }: AccountChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const accounts = createUsersRepository(tx);
    const audit = createAdminRepository(tx);
    if (role && role !== before.role) {
      await accounts.setRole(before.id, role);
      await audit.audit(before.id, actorId, 'role', `${before.role} → ${role}`);
    }
    if (subscriptionStatus && subscriptionStatus !== before.subscriptionStatus) {
      await accounts.setSubscriptionStatus(before.id, subscriptionStatus);
      const detail = `${before.subscriptionStatus} → ${subscriptionStatus}`;
      await audit.audit(before.id, actorId, 'subscription', detail);
    }
  });
}
