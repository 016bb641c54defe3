import { LIFETIME_PLAN_TEXT } from './payment-messages';
import { GIFT_LIMITS } from './limits';

/** Kept with the other limits, numbers a page in any language reads; given here too. */
export { GIFT_LIMITS };

/**
 * Where a gift stands: its payment `waiting` for verification (or `cancelled` with it), its link
 * `sent` to the recipient, `redeemed`, or `expired` unredeemed.
 */
export const GIFT_STATES = ['waiting', 'cancelled', 'sent', 'redeemed', 'expired'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

/** How a subscription that came as a gift is marked in the admin's lists. */
export const GIFT_LABEL = 'Gift';

/** What the API answers about gifts, and what their pages say. */
export const GIFT_MESSAGES = {
  recipientRequired: 'Please enter the e-mail address of the person the gift is for',
  recipientInvalid: 'Please enter a valid e-mail address for the gift',
  messageTooLong: `Please keep the message under ${GIFT_LIMITS.messageMax} characters`,
  recipientSubscribed:
    'This person already has an active subscription; a gift can go to someone else',
  invalidLink: 'This gift link is not valid. Ask the person who gave it to send it again.',
  alreadyRedeemed: 'This gift has already been redeemed',
  expired: 'This gift link has expired',
  redeemerSubscribed:
    'You already have an active subscription, so this gift can go to someone else',
  redeemed: `Gift redeemed: ${LIFETIME_PLAN_TEXT.name} is yours`,
  notSendable: 'Only a verified gift that has not been redeemed can be sent again',
  resent: 'The gift link was sent again',
  submitted:
    'Gift payment submitted! Once we verify it, within 24 hours, we e-mail the gift link to its recipient.',
} as const;
