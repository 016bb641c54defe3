import { CLOSED_CLAIM_REASONS } from '@codegrow/shared/constants/payment-providers';
import type { SiteConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { closeClaim, mailReader } from './decisions';
import { createPaymentEvents } from './payment-events';
import { createPaymentSettingsRepository } from './settings-repository';
import { createTransactionsRepository } from './transactions-repository';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Claims no payment has arrived for: after `reminderDays` (payment settings) their reader is
 * reminded by e-mail, after twice as many the claim is closed, with an e-mail. Each claim is
 * its own transaction, and each step is conditional on the claim's state, so several servers
 * sweeping at once remind and close each claim once.
 */
export async function sweepUnpaidClaims(
  db: Database,
  site: SiteConfig,
  now = new Date(),
): Promise<{ reminded: number; expired: number }> {
  const { reminderDays } = await createPaymentSettingsRepository(db).get();
  const repo = createTransactionsRepository(db);
  let reminded = 0;
  let expired = 0;
  const closeBefore = new Date(now.getTime() - 2 * reminderDays * DAY_MS);
  for (const id of await repo.unpaidSince(closeBefore, { reminded: true })) {
    const closed = await db.transaction((tx) =>
      closeClaim(tx, site, {
        id,
        why: 'expired',
        reason: CLOSED_CLAIM_REASONS.expired(2 * reminderDays),
      }),
    );
    if (closed) expired += 1;
  }
  const remindBefore = new Date(now.getTime() - reminderDays * DAY_MS);
  for (const id of await repo.unpaidSince(remindBefore, { reminded: false })) {
    const done = await db.transaction(async (tx) => {
      const row = await createTransactionsRepository(tx).markReminded(id);
      if (!row) return false;
      await createPaymentEvents(tx).record({ transactionId: id, type: 'reminded' });
      await mailReader(tx, site, 'reminder', row, { daysLeft: reminderDays });
      return true;
    });
    if (done) reminded += 1;
  }
  return { reminded, expired };
}
