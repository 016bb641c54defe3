import { eq } from 'drizzle-orm';
import { GIFT_MESSAGES as M } from '@codegrow/shared/constants/gifts';
import type { GiftLink } from '@codegrow/shared/schemas/gift';
import { TRANSACTION_API_MESSAGES } from '@codegrow/shared/schemas/transaction';
import type { SiteConfig } from '../../config/env';
import type { Database, Transaction as DbTransaction } from '../../db/client';
import { gifts, transactions, users } from '../../db/schema/index';
import { linkTokenDigest } from '../auth/link-tokens';
import {
  createUsersRepository,
  subscriptionStatusOf,
  type UserRow,
} from '../auth/users-repository';
import { conflict, notFound } from '../errors/app-error';
import { mailReader } from './decisions';
import { giftState, mailLink, markRedeemed, mustNotBeSubscribed, readdress } from './gift-links';
import { createPaymentEvents } from './payment-events';

/**
 * Gifts: a reader pays for someone else (payment-service.ts records whom for); once verified,
 * a single-use link valid a year goes to the recipient, and whoever signs in with it and has no
 * active subscription gets the lifetime plan. Each change runs in one transaction with the gift
 * row locked, so two redemptions of one link at once give one subscription.
 */
export function createGifts(db: Database, site: SiteConfig) {
  const giftOf = (tx: DbTransaction, where: ReturnType<typeof eq>) =>
    tx
      .select({ gift: gifts, claim: transactions })
      .from(gifts)
      .innerJoin(transactions, eq(transactions.id, gifts.transactionId))
      .where(where)
      .for('update', { of: gifts });

  return {
    /** What the recipient's page shows: who gave it, their words, and where it stands. */
    async link(token: string): Promise<GiftLink> {
      const [row] = await db
        .select({ gift: gifts, status: transactions.status, from: users.name })
        .from(gifts)
        .innerJoin(transactions, eq(transactions.id, gifts.transactionId))
        .leftJoin(users, eq(users.id, transactions.userId))
        .where(eq(gifts.tokenHash, linkTokenDigest(token)));
      if (!row) throw notFound(M.invalidLink);
      return {
        from_name: row.from,
        message: row.gift.message,
        state: giftState(row.status, row.gift),
        expires_at: row.gift.expiresAt?.toISOString() ?? null,
      };
    },

    /**
     * The signed-in reader redeems the link: once, before it expires, if not subscribed.
     * Answers their account as it now stands.
     */
    async redeem(token: string, readerId: number): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await giftOf(tx, eq(gifts.tokenHash, linkTokenDigest(token)));
        if (!row) throw notFound(M.invalidLink);
        const state = giftState(row.claim.status, row.gift);
        if (state === 'redeemed') throw conflict(M.alreadyRedeemed, 'token');
        if (state !== 'sent') throw conflict(M.expired, 'token');
        const accounts = createUsersRepository(tx);
        const reader = await accounts.lockById(readerId);
        if (!reader) throw notFound(M.invalidLink);
        if (subscriptionStatusOf(reader) === 'active') throw conflict(M.redeemerSubscribed);
        await markRedeemed(tx, row.gift.id, readerId);
        const redeemer = (await accounts.activateLifetime(readerId, 'gift')) ?? reader;
        await createPaymentEvents(tx).record({
          transactionId: row.claim.id,
          type: 'gift-redeemed',
          actorId: readerId,
          detail: { by: reader.email },
        });
        await mailReader(tx, site, 'giftRedeemed', row.claim, {
          recipient: row.gift.recipientEmail,
        });
        return redeemer;
      });
    },

    /**
     * The buyer sends the link again (a new one: the old one dies), to a corrected address if
     * given; only while the gift is sent and unredeemed.
     */
    async resend(transactionId: number, buyerId: number, email?: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await giftOf(tx, eq(gifts.transactionId, transactionId));
        if (!row || row.claim.userId !== buyerId) throw notFound(TRANSACTION_API_MESSAGES.notFound);
        if (giftState(row.claim.status, row.gift) !== 'sent') throw conflict(M.notSendable);
        let gift = row.gift;
        if (email && email !== gift.recipientEmail) {
          await mustNotBeSubscribed(tx, email, 'email');
          gift = await readdress(tx, gift, email);
        }
        await mailLink(tx, site, row.claim, gift);
      });
    },
  };
}
