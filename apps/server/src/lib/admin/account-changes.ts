import type { Role, SubscriptionStatus } from '@codegrow/shared/constants/domain';
import type { Database } from '../../db/client';
import { COMPLIMENTARY_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import {
  createUsersRepository,
  subscriptionStatusOf,
  type UserRow,
} from '../auth/users-repository';
import { conflict } from '../errors/app-error';
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

/**
 * An admin's complimentary access (for life, or until a date), or its end, with the audit
 * line (who, why, until when) in the same transaction. A paid subscription is not replaced.
 */
export async function changeComplimentary(
  db: Database,
  actorId: number,
  before: UserRow,
  grant: { reason: string; until: Date | null } | null,
): Promise<void> {
  const paid =
    subscriptionStatusOf(before) === 'active' && before.subscriptionSource !== 'complimentary';
  if (grant && paid) throw conflict(COMPLIMENTARY_MESSAGES.alreadyPaid, 'id');
  if (!grant && before.subscriptionSource !== 'complimentary') {
    throw conflict(COMPLIMENTARY_MESSAGES.notComplimentary, 'id');
  }
  await db.transaction(async (tx) => {
    await createUsersRepository(tx).setComplimentary(before.id, grant);
    const detail = grant
      ? `complimentary: ${grant.reason} (${grant.until ? `until ${grant.until.toISOString()}` : 'for life'})`
      : 'complimentary access ended';
    await createAdminRepository(tx).audit(before.id, actorId, 'subscription', detail);
  });
}
