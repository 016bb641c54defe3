import { eq } from 'drizzle-orm';
import type { TransactionStatus } from '@codegrow/shared/constants/domain';
import { GIFT_MESSAGES as M, type GiftState } from '@codegrow/shared/constants/gifts';
import type { SiteConfig } from '../../config/env';
import type { Executor, Transaction as DbTransaction } from '../../db/client';
import { gifts, users } from '../../db/schema/index';
import { linkTokenDigest, newLinkToken } from '../auth/link-tokens';
import { createUsersRepository, subscriptionStatusOf } from '../auth/users-repository';
import { conflict } from '../errors/app-error';
import { queueMail } from '../mail/mail-outbox';
import { giftMails } from '../mail/mail-templates';
import { createPaymentEvents } from './payment-events';
import type { TransactionRow } from './transactions-repository';
import { GIFT_LIMITS } from '@codegrow/shared/constants/limits';

export type GiftRow = typeof gifts.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a gift stands, from its claim's status and its own dates. */
export function giftState(
  claimStatus: TransactionStatus,
  gift: Pick<GiftRow, 'sentAt' | 'expiresAt' | 'redeemedAt'>,
  now = new Date(),
): GiftState {
  if (gift.redeemedAt) return 'redeemed';
  if (claimStatus === 'rejected') return 'cancelled';
  if (!gift.sentAt) return 'waiting';
  return gift.expiresAt && gift.expiresAt <= now ? 'expired' : 'sent';
}

/** Refuses a gift for someone whose subscription is already active (`field` names the address). */
export async function mustNotBeSubscribed(db: Executor, email: string, field: string) {
  const recipient = await createUsersRepository(db).findByEmail(email);
  if (recipient && subscriptionStatusOf(recipient) === 'active')
    throw conflict(M.recipientSubscribed, field);
}

/** A claim being made as a gift: whom for, and their message (sent once it is verified). */
export async function recordGift(
  tx: DbTransaction,
  transactionId: number,
  gift: { email: string; message: string | null },
) {
  await tx
    .insert(gifts)
    .values({ transactionId, recipientEmail: gift.email, message: gift.message });
}

/** The gift is redeemed by this reader, now. */
export async function markRedeemed(tx: DbTransaction, giftId: number, readerId: number) {
  await tx
    .update(gifts)
    .set({ redeemedBy: readerId, redeemedAt: new Date() })
    .where(eq(gifts.id, giftId));
}

/** The gift goes to another address (the buyer corrected it); answers the gift as it is now. */
export async function readdress(tx: DbTransaction, gift: GiftRow, email: string): Promise<GiftRow> {
  const [changed] = await tx
    .update(gifts)
    .set({ recipientEmail: email })
    .where(eq(gifts.id, gift.id))
    .returning();
  return changed ?? gift;
}

/**
 * Mints the gift's link (a fresh one: an earlier link dies) and mails it to its recipient, with
 * the step on the claim's audit trail. The link's end stays where it was set when first sent.
 */
export async function mailLink(
  tx: DbTransaction,
  site: SiteConfig,
  claim: TransactionRow,
  gift: GiftRow,
) {
  const token = newLinkToken();
  const expiresAt = gift.expiresAt ?? new Date(Date.now() + GIFT_LIMITS.validDays * DAY_MS);
  await tx
    .update(gifts)
    .set({ tokenHash: linkTokenDigest(token), sentAt: new Date(), expiresAt })
    .where(eq(gifts.id, gift.id));
  const [buyer] = claim.userId
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, claim.userId))
    : [];
  const mailId = await queueMail(
    tx,
    giftMails.link(site, {
      to: gift.recipientEmail,
      from: buyer?.name ?? null,
      message: gift.message,
      link: `${site.url}/gift?token=${token}`,
      expiresAt,
    }),
  );
  await createPaymentEvents(tx).record({
    transactionId: claim.id,
    type: 'gift-sent',
    actorId: claim.userId,
    detail: { to: gift.recipientEmail, mailId },
  });
}

/**
 * On a gift's verified payment (in the approval's transaction): its link goes to the recipient.
 * Answers the recipient's address, or null when the claim is not a gift.
 */
export async function sendGiftOf(
  tx: DbTransaction,
  site: SiteConfig,
  claim: TransactionRow,
): Promise<string | null> {
  const [gift] = await tx.select().from(gifts).where(eq(gifts.transactionId, claim.id));
  if (!gift) return null;
  await mailLink(tx, site, claim, gift);
  return gift.recipientEmail;
}
