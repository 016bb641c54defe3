import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_LIMITS, GIFT_MESSAGES } from '@codegrow/shared/constants/gifts';
import { TRANSACTION_API_MESSAGES } from '@codegrow/shared/schemas/transaction';
import { blogs, gifts, mailOutbox } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/demo-content';
import {
  accountWith,
  bearer,
  buildTestApp,
  registerUser,
  uniqueEmail,
  type RegisteredUser,
  type TestApp,
} from '../helper';
import { newClaim } from './claims';

let t: TestApp;
let admin: RegisteredUser;
let premiumId = 0;
let trxCounter = 0;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'gift-desk@codegrow.dev' });
  await seedDemoContent(t.app.db, {});
  admin = await registerUser(t.app, { email: 'gift-desk@codegrow.dev' });
  const [premium] = await t.app.db.select().from(blogs).where(eq(blogs.isPremium, true)).limit(1);
  premiumId = premium?.id ?? 0;
});
afterAll(() => t.close());

const nextTrxId = () => `GIFT${Date.now().toString(36).toUpperCase()}${(trxCounter += 1)}`;
/** `buyer` pays for a gift (`{ email, message? }`); answers the response and the claim's id. */
const buyGift = async (buyer: RegisteredUser, gift: Record<string, unknown>) =>
  newClaim(t.app, nextTrxId(), { reader: buyer, gift });

const approve = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/approve`,
    headers: bearer(admin.token),
  });
const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
/** The token of the last gift link e-mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const token = /\/gift\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no gift link was mailed to ${email}`);
  return token;
}
const redeem = (token: string, reader: { token: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gifts/redeem',
    payload: { token },
    headers: bearer(reader.token),
  });
const giftLink = (token: string) =>
  t.app.inject({ url: `/api/gifts/link?token=${encodeURIComponent(token)}` });
const myTransaction = async (reader: RegisteredUser, id: number) =>
  (await t.app.inject({ url: '/api/transactions/my-transactions', headers: bearer(reader.token) }))
    .json()
    .transactions.find((row: { id: number }) => row.id === id);
const profile = async (token: string) =>
  (await t.app.inject({ url: '/api/auth/profile', headers: bearer(token) })).json().user;

/** A gift to a new address, paid for and verified: answers its link and the claim. */
async function sentGift(message?: string) {
  const buyer = await registerUser(t.app, { name: 'Nadia Rahman' });
  const recipient = uniqueEmail('friend');
  const { id } = await buyGift(buyer, { email: recipient, ...(message && { message }) });
  expect((await approve(id)).statusCode).toBe(200);
  return { buyer, recipient, id, token: await linkTokenFor(recipient) };
}

describe('buying a gift', () => {
  it('a subscriber pays for a gift; once verified, its link goes to the recipient and the buyer keeps their own plan', async () => {
    const buyer = await registerUser(t.app, { name: 'Nadia Rahman' });
    const own = await newClaim(t.app, nextTrxId(), { reader: buyer });
    await approve(own.id);
    const recipient = uniqueEmail('friend');

    const bought = await buyGift(buyer, {
      email: ` ${recipient.toUpperCase()} `,
      message: 'Enjoy!',
    });
    expect(bought.response.statusCode).toBe(201);
    expect(bought.response.json()).toMatchObject({
      message: GIFT_MESSAGES.submitted,
      transaction: {
        amount: 30,
        status: 'pending',
        gift: { recipient_email: recipient, message: 'Enjoy!', state: 'waiting', sent_at: null },
      },
    });
    expect(await mailsTo(recipient)).toHaveLength(0);
    expect((await mailsTo(buyer.user.email)).at(-1)?.subject).toContain('gift');

    expect((await approve(bought.id)).statusCode).toBe(200);
    const [link] = await mailsTo(recipient);
    expect(link?.subject).toBe('Nadia Rahman gave you Lifetime Access to CodeGrow');
    expect(link?.text).toContain('Enjoy!');
    const toBuyer = (await mailsTo(buyer.user.email)).at(-1);
    expect(toBuyer?.subject).toBe('CodeGrow: your gift is on its way');
    expect(toBuyer?.attachments).toHaveLength(1);

    const gift = (await myTransaction(buyer, bought.id)).gift;
    expect(gift.state).toBe('sent');
    const validDays = (Date.parse(gift.expires_at) - Date.parse(gift.sent_at)) / 86_400_000;
    expect(Math.round(validDays)).toBe(GIFT_LIMITS.validDays);
    expect(await profile(buyer.token)).toMatchObject({
      subscription_status: 'active',
      subscription_source: 'paid',
    });
  });

  it('a reader without a subscription buying a gift stays on the free plan', async () => {
    const { buyer } = await sentGift();
    expect((await profile(buyer.token)).subscription_status).toBe('free');
  });

  it('is refused for someone already subscribed, naming the address', async () => {
    const buyer = await registerUser(t.app);
    const subscribed = await registerUser(t.app);
    await approve((await newClaim(t.app, nextTrxId(), { reader: subscribed })).id);
    const refused = await buyGift(buyer, { email: subscribed.user.email });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().errors).toEqual([
      { field: 'gift.email', msg: GIFT_MESSAGES.recipientSubscribed },
    ]);
  });

  it('refuses a missing or malformed address and an over-long message, naming the field', async () => {
    const buyer = await registerUser(t.app);
    const cases = [
      [{ message: 'hi' }, 'gift.email', GIFT_MESSAGES.recipientRequired],
      [{ email: 'not-an-address' }, 'gift.email', GIFT_MESSAGES.recipientInvalid],
      [
        { email: uniqueEmail(), message: 'x'.repeat(GIFT_LIMITS.messageMax + 1) },
        'gift.message',
        GIFT_MESSAGES.messageTooLong,
      ],
    ] as const;
    for (const [gift, field, msg] of cases) {
      const { response } = await buyGift(buyer, gift);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, msg });
    }
  });

  it('a rejected payment sends no link, and the gift reads as cancelled', async () => {
    const buyer = await registerUser(t.app);
    const recipient = uniqueEmail('friend');
    const { id } = await buyGift(buyer, { email: recipient });
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/reject`,
      payload: { reason: 'No such payment' },
      headers: bearer(admin.token),
    });
    expect(await mailsTo(recipient)).toHaveLength(0);
    expect((await myTransaction(buyer, id)).gift.state).toBe('cancelled');
  });
});

describe('redeeming a gift', () => {
  it('the link shows who gave it; redeemed once, it opens premium articles to its redeemer and to no one else', async () => {
    const { buyer, recipient, id, token } = await sentGift('Happy birthday!');
    expect((await giftLink(token)).json()).toMatchObject({
      from_name: 'Nadia Rahman',
      message: 'Happy birthday!',
      state: 'sent',
    });

    const friend = await registerUser(t.app, { email: recipient });
    const redeemed = await redeem(token, friend);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({
      message: GIFT_MESSAGES.redeemed,
      user: { subscription_status: 'active', subscription_source: 'gift' },
    });
    const article = await t.app.inject({
      url: `/api/blogs/${premiumId}`,
      headers: bearer(friend.token),
    });
    expect(article.json().blog.locked).toBe(false);

    const again = await redeem(token, friend);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GIFT_MESSAGES.alreadyRedeemed);
    const other = await registerUser(t.app);
    expect((await redeem(token, other)).json().message).toBe(GIFT_MESSAGES.alreadyRedeemed);
    expect((await profile(other.token)).subscription_status).toBe('free');

    expect((await giftLink(token)).json().state).toBe('redeemed');
    expect((await myTransaction(buyer, id)).gift.state).toBe('redeemed');
    expect((await mailsTo(buyer.user.email)).at(-1)?.subject).toBe(
      'CodeGrow: your gift was redeemed',
    );
  });

  it('two readers redeeming one link at the same moment: exactly one gets the subscription', async () => {
    const { token } = await sentGift();
    const readers = [await registerUser(t.app), await registerUser(t.app)];
    const answers = await Promise.all(readers.map((reader) => redeem(token, reader)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const statuses = await Promise.all(readers.map((reader) => profile(reader.token)));
    expect(statuses.filter((user) => user.subscription_status === 'active')).toHaveLength(1);
  });

  it('is refused to a reader already subscribed, and the link stays good for someone else', async () => {
    const { token } = await sentGift();
    const subscriber = await accountWith(t.app, { subscriptionStatus: 'active' });
    const refused = await redeem(token, { token: subscriber });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GIFT_MESSAGES.redeemerSubscribed);
    expect((await redeem(token, await registerUser(t.app))).statusCode).toBe(200);
  });

  it('is refused past its year, and an unknown link is not found', async () => {
    const { id, token } = await sentGift();
    await t.app.db
      .update(gifts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gifts.transactionId, id));
    const late = await redeem(token, await registerUser(t.app));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GIFT_MESSAGES.expired);
    expect((await giftLink(token)).json().state).toBe('expired');

    const unknown = await redeem('no-such-link', await registerUser(t.app));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GIFT_MESSAGES.invalidLink);
    expect((await giftLink('no-such-link')).statusCode).toBe(404);
  });

  it('asks a visitor to sign in before redeeming', async () => {
    const { token } = await sentGift();
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/gifts/redeem',
      payload: { token },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await giftLink(token)).json().state).toBe('sent');
  });
});

describe('sending a gift link again', () => {
  it('goes to a corrected address with a new link, and the old link dies', async () => {
    const { buyer, id, token } = await sentGift();
    const corrected = uniqueEmail('right-friend');
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/gift/resend`,
      payload: { email: corrected },
      headers: bearer(buyer.token),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      message: GIFT_MESSAGES.resent,
      transaction: { gift: { recipient_email: corrected, state: 'sent' } },
    });
    expect((await giftLink(token)).statusCode).toBe(404);
    const fresh = await linkTokenFor(corrected);
    expect((await redeem(fresh, await registerUser(t.app))).statusCode).toBe(200);

    const afterRedemption = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/gift/resend`,
      headers: bearer(buyer.token),
    });
    expect(afterRedemption.statusCode).toBe(409);
    expect(afterRedemption.json().message).toBe(GIFT_MESSAGES.notSendable);
  });

  it('is the buyer’s alone', async () => {
    const { id, recipient } = await sentGift();
    const stranger = await registerUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/gift/resend`,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(TRANSACTION_API_MESSAGES.notFound);
    expect(await mailsTo(recipient)).toHaveLength(1);
  });
});
